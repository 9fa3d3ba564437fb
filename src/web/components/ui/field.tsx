import { useId, type InputHTMLAttributes, type Ref, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

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

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode; error?: string; ref?: Ref<HTMLInputElement> };

/** A labelled text input. */
export function InputField({ label, hint, error, id, className = '', ...rest }: InputFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell label={label} id={fieldId} hint={hint} error={error}>
      <input id={fieldId} className={`${CONTROL} ${className}`} aria-invalid={error ? true : undefined} {...rest} />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; hint?: ReactNode; error?: string };

/** A labelled native select. */
export function SelectField({ label, hint, error, id, className = '', children, ...rest }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell label={label} id={fieldId} hint={hint} error={error}>
      <select id={fieldId} className={`${CONTROL} ${className}`} aria-invalid={error ? true : undefined} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: ReactNode; error?: string };

/** A labelled multi-line text field. */
export function TextAreaField({ label, hint, error, id, className = '', ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell label={label} id={fieldId} hint={hint} error={error}>
      <textarea id={fieldId} className={`${CONTROL} min-h-28 ${className}`} aria-invalid={error ? true : undefined} {...rest} />
    </FieldShell>
  );
}

export const controlClass = CONTROL;
