import { Search } from 'lucide-react';
import { InputField } from '../../../components/ui/field';

/** The search box of the assessor's lists: case-insensitive on name or registration number (on the server). */
export function SearchField({
  value,
  onChange,
  label = 'Cari nama atau nomor registrasi',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
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
        placeholder="Ketik nama atau nomor registrasi..."
        maxLength={100}
      />
    </div>
  );
}
