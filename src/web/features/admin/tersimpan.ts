import { toast } from '#web/lib/toast.ts';

/** A dialog's `onSaved` on an admin list: the server's message, the dialog closed, the list read again. */
export function tersimpan(tutup: () => void, muatUlang: () => unknown) {
  return (message: string) => {
    toast.success(message);
    tutup();
    void muatUlang();
  };
}
