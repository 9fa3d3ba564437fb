import fs from 'node:fs';
import path from 'node:path';

/** One first page as the build lists it in `prarender/pramuat.json` (vite.config's `pramuatHalaman`). */
interface HalamanPramuat {
  pola: string;
  berkas: string[];
  /** The page's read, with $1, $2 for the pattern's groups. */
  api?: string;
}

/**
 * The `Link` header of a page the app draws itself (a sub test, a child list: not a page sent drawn in
 * its HTML, whose scripts wait for its first paint): its chunks as modulepreload and its read as a fetch
 * preload, so that the browser asks for them with the entry, as soon as the response's headers arrive,
 * not once `pramuat.js` has arrived and run (issue 32: the sub test's LCP, one round trip and a script
 * later on a phone's slow line). `pramuat.js` stays for the service worker's shell, which has no header.
 * An older build without the file gives no header.
 */
export function tautanPramuat(webDist: string): (alamat: string) => string | undefined {
  const berkas = path.join(webDist, 'prarender', 'pramuat.json');
  if (!fs.existsSync(berkas)) return () => undefined;
  const halaman = (JSON.parse(fs.readFileSync(berkas, 'utf8')) as HalamanPramuat[]).map((h) => ({ ...h, pola: new RegExp(h.pola) }));
  return (alamat) => {
    for (const { pola, berkas: chunks, api } of halaman) {
      const cocok = pola.exec(alamat);
      if (!cocok) continue;
      const tautan = chunks.map((f) => `<${f}>; rel=modulepreload`);
      const baca = api && alamatBaca(api, cocok);
      if (baca) tautan.push(`<${baca}>; rel=preload; as=fetch; crossorigin=anonymous`);
      return tautan.join(', ') || undefined;
    }
    return undefined;
  };
}

/** `api` with each $n replaced by the address's group n, encoded as pramuat.js encodes it; none for a malformed address. */
function alamatBaca(api: string, cocok: RegExpExecArray): string | undefined {
  try {
    return api.replace(/\$(\d)/g, (_, n: string) => encodeURIComponent(decodeURIComponent(cocok[Number(n)] ?? '')));
  } catch {
    return undefined;
  }
}
