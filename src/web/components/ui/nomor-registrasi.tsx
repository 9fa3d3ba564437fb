import { Fragment } from 'react';

/**
 * A registration number that never breaks inside a part: a long one (D13: up to 100 characters)
 * may wrap only after a '/' or a '-' or at a space, so 'ABH/R1/2026/001' never reads 'ABH/R1/20' +
 * '26/001'. The hyphen too, since a part like 'REGISTER-PENAHANAN/' alone held the combined list's
 * number column at 184 px and pushed the table past a 1280 px screen (issue 32).
 */
export function NomorRegistrasi({ value, className = '' }: { value: string; className?: string }) {
  const parts = value.split(/(?<=[/-])|(?= )/);
  return (
    <span className={`font-mono ${className}`} data-nomor-registrasi>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
