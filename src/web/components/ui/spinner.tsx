import { Loader2 } from 'lucide-react';

/** A loading line with a spinning icon and a text for screen readers. */
export function Loading({ text = 'Memuat...' }: { text?: string }) {
  return (
    <p className="flex items-center gap-2 py-6 text-slate-700" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      {text}
    </p>
  );
}
