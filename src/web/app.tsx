import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TempatPesan } from './components/pesan/tempat-pesan';
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

