import { Toaster } from 'sonner';

// Loaded only through lib/toast, which sends every toast through this module's `toast`.
export { toast } from 'sonner';
import { DEFAULT_TOAST_MS } from '#web/lib/timing.ts';

/** The place of the toasts: at the bottom, never over the child's timer or the menu button at the top; our own colours (AA contrast). */
export default function TempatToast() {
  return (
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
  );
}
