import { Search } from 'lucide-react';
import { InputField } from './field';
import { KATA_KUNCI_MAKS } from '#contract/batas.ts';

/** The search box of the lists (the server searches case-insensitively); by default on name or registration number. */
export function SearchField({
  value,
  onChange,
  label = 'Cari nama atau nomor registrasi',
  placeholder = 'Ketik nama atau nomor registrasi...',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  placeholder?: string;
}) {
  return (
    <div className="w-full max-w-md">
      <InputField
        label={
          <span className="inline-flex items-center gap-1">
            <Search className="size-4" aria-hidden /> {label}
          </span>
        }
        type="search"
        name="q"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={KATA_KUNCI_MAKS}
      />
    </div>
  );
}
