import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import './app.css';
import { TempatPesan } from './components/pesan/tempat-pesan';
import { queryClient } from './lib/query-client';
import { AppRouter } from './router';

const root = document.getElementById('root')!;
// The landing page and the logins come drawn in their HTML (vite.config's prarenderHalaman): that picture
// stays until the app has drawn its own page in #root (after the page's chunk, not at React's first
// commit, which may be empty), and goes in the same task, before the next paint.
const gambar = document.getElementById('prarender');
if (gambar) {
  new MutationObserver((_, pengamat) => {
    if (!root.firstChild) return;
    gambar.remove();
    pengamat.disconnect();
  }).observe(root, { childList: true });
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <TempatPesan />
    </QueryClientProvider>
  </StrictMode>,
);
