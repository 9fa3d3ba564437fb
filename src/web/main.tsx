import { startTransition } from 'react';
import { App } from './app';
import './app.css';

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

/** Lets the browser run what waits (a tap, a paint) before the next step. */
const giliran = () => new Promise<void>((lanjut) => setTimeout(lanjut));

/**
 * The app starts in steps short enough that a phone answers a tap between them (issue 32: the first
 * page's total blocking time counts every task over 50 ms on Lighthouse's slow phone). React's renderer
 * is a chunk of its own, fetched with the entry (vite.config preloads it) and evaluated in its own task;
 * the first render is a transition, which React works in slices of about 5 ms, committing once the page
 * is whole.
 */
async function mulai(): Promise<void> {
  const { createRoot } = await import('react-dom/client');
  await giliran();
  const akar = createRoot(root);
  startTransition(() => akar.render(<App />));
}

void mulai();
