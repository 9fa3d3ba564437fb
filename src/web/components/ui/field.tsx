import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100';

interface FieldShellProps {
  label: ReactNode;
  id: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldShell({ label, id, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {error && (
        <p className="text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every field takes besides its element's own attributes: `onValue` receives the typed text (most forms keep only that). */
interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  onValue?: (value: string) => void;
}

/** The element's change handler and `onValue` together, so a field may use either or both. */
function gantiNilai<E extends { value: string }>(
  onChange: ((e: ChangeEvent<E>) => void) | undefined,
  onValue?: (value: string) => void,
) {
  if (!onValue) return onChange;
  return (e: ChangeEvent<E>) => {
    onChange?.(e);
    onValue(e.target.value);
  };
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps & { ref?: Ref<HTMLInputElement> };

type Kontrol = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Splits a field's props into its label frame's and its control's (id, look, invalid state, change handler). */
function useKontrol<E extends Kontrol, R>(
  props: FieldProps & { id?: string; className?: string; onChange?: (e: ChangeEvent<E>) => void } & R,
  kelas = CONTROL,
) {
  const { label, hint, error, onValue, id, className = '', onChange, ...rest } = props;
  const auto = useId();
  const fieldId = id ?? auto;
  return {
    shell: { label, hint, error, id: fieldId },
    kontrol: {
      id: fieldId,
      className: `${kelas} ${className}`,
      'aria-invalid': error ? true : undefined,
      onChange: gantiNilai(onChange, onValue),
      ...rest,
    },
  };
}

/** A labelled text input. */
export function InputField(props: InputFieldProps) {
  const { shell, kontrol } = useKontrol(props);
  return (
    <FieldShell {...shell}>
      <input {...kontrol} />
    </FieldShell>
  );
}

/** A password input; `baru` asks the browser's password manager to suggest one instead of filling the saved one. */
export function PasswordField({ baru = false, ...rest }: Omit<InputFieldProps, 'type' | 'autoComplete'> & { baru?: boolean }) {
  return <InputField type="password" autoComplete={baru ? 'new-password' : 'current-password'} {...rest} />;
}

/** The six digits of an authenticator app (TOTP): a number pad on phones, and the code offered from an SMS or the app. */
export function KodeAplikasiField({
  label = 'Kode dari Aplikasi',
  ...rest
}: Omit<InputFieldProps, 'inputMode' | 'autoComplete' | 'label'> & { label?: ReactNode }) {
  return <InputField label={label} inputMode="numeric" autoComplete="one-time-code" {...rest} />;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldProps;

/** A labelled native select. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const { shell, kontrol } = useKontrol(props);
  return (
    <FieldShell {...shell}>
      <select {...kontrol}>{children}</select>
    </FieldShell>
  );
}

/** A select's options from a list of values and their labels (a domain list and its `LABEL_*` map). */
export function Opsi<K extends string>({
  daftar,
  label,
}: {
  daftar: readonly K[];
  label: Record<K, string> | ((k: K) => string);
}) {
  const teks = typeof label === 'function' ? label : (k: K) => label[k];
  return daftar.map((k) => (
    <option key={k} value={k}>
      {teks(k)}
    </option>
  ));
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A labelled multi-line text field. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, kontrol } = useKontrol(props, `${CONTROL} min-h-28`);
  return (
    <FieldShell {...shell}>
      <textarea {...kontrol} />
    </FieldShell>
  );
}

/** A checkbox with its label: the whole line is the target (44 px high); `onCentang` receives whether it is ticked. */
export function CentangField({
  label,
  onCentang,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  label: ReactNode;
  onCentang: (ticked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700"
        onChange={(e) => onCentang(e.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}

export const controlClass = CONTROL;
