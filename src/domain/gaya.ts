// The report's few colours: one primary, neutral greys, red only for danger and 'Risiko Tinggi',
// green for 'Risiko Rendah' (STYLE.md), all dark enough for print and WCAG AA on white.
export const WARNA = {
  utama: '#1f4e79',
  teks: '#1f2937',
  redup: '#4b5563',
  garis: '#cbd5e1',
  garisHalus: '#e2e8f0',
  latar: '#f1f5f9',
  sedang: '#a16207',
  bahaya: '#b91c1c',
  bahayaLatar: '#fef2f2',
  aman: '#15803d',
} as const;
