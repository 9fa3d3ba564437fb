// The pure domain of Asesmen ABH: instruments, scoring, validation, interpretation, banks and
// messages. No I/O and no framework; imported by both the server and the web app.
export * from './instruments';
export * from './messages';
export * from './skor';
export * from './validasi';
export * from './interpretasi';
export * from './bank';
export * from './kognitif';
export * from './lokasi';
export * from './hasil-gabungan';
export * from './validitas';
export * from './warna-risiko';
export * from './kode-masuk';
export * from './rekam-peserta';
export * from './password';
export * from './label-hasil';
export * from './tindak-lanjut';
export * from './ronde';
export * from './tinjauan';
