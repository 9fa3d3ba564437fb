import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { urlGambar } from './soal-api';

/** A stored picture by filename, or a clear placeholder when there is none or it cannot be loaded. */
export function GambarSoal({ filename, alt, className = '' }: { filename: string | undefined; alt: string; className?: string }) {
  const [gagal, setGagal] = useState<string>();
  if (!filename || gagal === filename) {
    return (
      <div
        className={`flex min-h-16 items-center justify-center gap-2 rounded-md border border-dashed border-slate-400 bg-slate-50 p-2 text-sm text-slate-600 ${className}`}
        role="img"
        aria-label={`${alt}: ${filename ? 'gambar tidak ditemukan' : 'belum ada gambar'}`}
      >
        <ImageOff className="size-4 shrink-0" aria-hidden />
        {filename ? 'Gambar tidak ditemukan' : 'Belum ada gambar'}
      </div>
    );
  }
  return (
    <img
      src={urlGambar(filename)}
      alt={alt}
      loading="lazy"
      onError={() => setGagal(filename)}
      className={`rounded-md border border-slate-200 bg-white object-contain ${className}`}
    />
  );
}
