import { useState } from 'react';

/** A form's messages, one per field that has one. */
export type Salah<T> = Partial<Record<keyof T, string>>;

/**
 * A form's text fields and a message per field: a field's new value clears its own message (the
 * others stay until the next check), and `kolom(k)` gives a field its name, value, change, message and
 * its length limit from `batas` (the server's), spread into an `InputField`, `SelectField` or `TextAreaField`.
 */
export function useIsian<T extends Record<string, string>>(awal: T | (() => T), batas: Partial<Record<keyof T, number>> = {}) {
  const [isian, setIsian] = useState<T>(awal);
  const [salah, setSalah] = useState<Salah<T>>({});
  const set = (k: keyof T, v: string) => {
    setIsian((f) => ({ ...f, [k]: v }));
    setSalah((s) => ({ ...s, [k]: undefined }));
  };
  const kolom = <K extends keyof T & string>(k: K) => ({
    name: k,
    value: isian[k],
    onValue: (v: string) => set(k, v),
    error: salah[k],
    maxLength: batas[k],
  });
  return { isian, setIsian, set, salah, setSalah, kolom };
}
