import { useState } from 'react';

/**
 * A form's values as its inputs hold them and its one message in place; `set(field)` is an input's
 * change handler that also clears the message.
 */
export function useFormulir<T extends Record<string, string>>(awal: T) {
  const [form, setForm] = useState<T>(awal);
  const [error, setError] = useState<string>();
  const set = (field: keyof T) => (e: { target: { value: string } }) => {
    setError(undefined);
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };
  return { form, setForm, error, setError, set };
}
