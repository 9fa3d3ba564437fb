import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import './app.css';
import { TempatPesan } from './components/pesan/tempat-pesan';
import { queryClient } from './lib/query-client';
import { AppRouter } from './router';


createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <TempatPesan />
    </QueryClientProvider>
  </StrictMode>,
);
