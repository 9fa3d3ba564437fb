import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TempatPesan } from './components/pesan/tempat-pesan';
import { cn } from './lib/cn';
import { queryClient } from './lib/query-client';
import { AppRouter } from './router';

/** The whole app, rendered by main.tsx once its modules have been evaluated. */
export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <TempatPesan />
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * tailwind-merge builds its class map at its first call (a single step of several milliseconds, longer
 * on a slow phone): main.tsx calls this in a task of its own, so that it is not part of the first
 * render's first button.
 */
export function siapkanKelas(): void {
  cn('px-1', 'px-2');
}
