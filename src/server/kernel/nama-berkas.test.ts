import { describe, expect, it } from 'vitest';
import { contentDisposition, namaAscii, namaBerkas } from './nama-berkas';

/** The file name a browser takes from the header: filename* (RFC 6266) wins over filename. */
function namaDariHeader(header: string): { ascii: string; utf8: string } {
  const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
  const utf8 = decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1] ?? '');
  return { ascii, utf8 };
}

describe('nama berkas laporan', () => {
  it('keeps spaces and non-ASCII letters in filename* and gives an ASCII fallback', () => {
    const header = contentDisposition(namaBerkas('Ñoño Siti Äisyah', '-hasil-asesmen.pdf'));
    expect(header.startsWith('attachment; ')).toBe(true);
    expect(namaDariHeader(header)).toEqual({
      ascii: 'Nono Siti Aisyah-hasil-asesmen.pdf',
      utf8: 'Ñoño Siti Äisyah-hasil-asesmen.pdf',
    });
    expect(header).toContain("filename*=UTF-8''%C3%91o%C3%B1o%20Siti%20%C3%84isyah-hasil-asesmen.pdf");
    // The header itself is plain ASCII (Node refuses anything else in a header value).
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('drops characters that would break the header or a file system', () => {
    const nama = namaBerkas('Budi "Si Kecil" / ../x\\y\r\nSet-Cookie: a', '-hasil-asesmen.pdf');
    expect(nama).toBe('Budi Si Kecil .. x y Set-Cookie a-hasil-asesmen.pdf');
    const header = contentDisposition(nama);
    expect(header).not.toMatch(/[\r\n]/);
    expect(namaDariHeader(header).utf8).toBe(nama);
    expect(namaBerkas('   ', '.pdf')).toBe('laporan.pdf');
  });

  it('encodes the characters RFC 5987 does not allow bare', () => {
    const header = contentDisposition("Anak (O'Neil) 100%*.pdf");
    expect(header).toContain("filename*=UTF-8''Anak%20%28O%27Neil%29%20100%25%2A.pdf");
    expect(namaAscii('张伟 Ali')).toBe('__ Ali');
  });
});
