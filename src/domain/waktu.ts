// Dates and numbers as staff read them: Asia/Jakarta, Indonesian, 'WIB' (D8). One copy for the server's
// report and exports and the web's screens.

/**
 * A formatter in Asia/Jakarta, built on its first use: building one loads the time zone's data. Built when
 * the module loaded, the three cost every web page importing it about 280 ms of CPU slowed 4x as
 * Lighthouse's phone is (the first sub test's largest single cost), though most pages format no date.
 */
function formatJakarta(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Jakarta', ...options }));
}

const WAKTU_WIB = formatJakarta('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const TANGGAL = formatJakarta('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });

// Parts in a fixed order, so a spreadsheet can sort the column as text.
const WAKTU_URUT = formatJakarta('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function tanggalValid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A stored UTC time as '22 November 2026 10.00 WIB'; `kosong` when absent. */
export function waktuWib(iso: string | null | undefined, kosong = '-'): string {
  const d = tanggalValid(iso);
  return d ? `${WAKTU_WIB().format(d).replace('pukul ', '').replace(',', '')} WIB` : kosong;
}

/** A stored UTC time as '2026-11-22 10:00' in WIB (for spreadsheet columns titled '(WIB)'). */
export function waktuWibUrut(iso: string | null | undefined): string {
  const d = tanggalValid(iso);
  if (!d) return '';
  const p = Object.fromEntries(
    WAKTU_URUT()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** A calendar date (YYYY-MM-DD) in Indonesian, e.g. '17 Mei 2011'; other text is shown as it is. */
export function tanggalIndonesia(ymd: string | null | undefined): string {
  if (!ymd) return '-';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const d = new Date(`${ymd}T12:00:00+07:00`);
  return Number.isNaN(d.getTime()) ? ymd : TANGGAL().format(d);
}

/** A score with an Indonesian decimal comma ('1,4'); '-' when not scored. */
export function angka(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '-';
  return String(n).replace('.', ',');
}
