import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import './app.css';
import { DEFAULT_TOAST_MS } from './lib/timing';
import { AppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      {/* At the bottom: never over the child's timer or the menu button at the top. Our own colours (AA contrast). */}
      <Toaster
        position="bottom-center"
        closeButton
        duration={DEFAULT_TOAST_MS}
        hotkey={['altKey', 'KeyT']}
        toastOptions={{
          closeButtonAriaLabel: 'Tutup pesan',
          classNames: {
            toast: 'toast-asesmen',
            success: 'toast-ok',
            error: 'toast-bahaya',
            warning: 'toast-peringatan',
            info: 'toast-info',
          },
        }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
