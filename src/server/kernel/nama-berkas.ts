// The download name `{name}-hasil-asesmen.pdf` (D7) as a Content-Disposition header that every
// browser reads right: an ASCII `filename="..."` for old clients and the exact UTF-8 name in
// `filename*` (RFC 6266 / RFC 5987), so 'Ñoño Siti Äisyah' stays 'Ñoño Siti Äisyah'.

// Characters no file system or header should get: controls, path separators, quotes, reserved ones.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const TIDAK_AMAN = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;

/** `{name}{akhiran}` with unsafe characters removed; a blank name becomes 'laporan'. */
export function namaBerkas(nama: string, akhiran: string): string {
  const bersih = nama.normalize('NFC').replace(TIDAK_AMAN, ' ').replace(/\s+/g, ' ').trim().slice(0, 150);
  return `${bersih || 'laporan'}${akhiran}`;
}

/** The same name in plain ASCII: accents dropped (Ñ -> N), anything else non-ASCII as '_'. */
export function namaAscii(nama: string): string {
  return nama
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
}

// encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987's attr-char does not allow them.
const encodeRfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."; filename*=UTF-8''...` for a file name. */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${namaAscii(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
