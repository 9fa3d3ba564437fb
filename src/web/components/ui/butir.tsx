/** A bulleted list of sentences (actions asked for, a finding's sentences): each sentence is its own key. */
export function DaftarButir({ isi, className = 'pl-6' }: { isi: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc ${className}`}>
      {isi.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
