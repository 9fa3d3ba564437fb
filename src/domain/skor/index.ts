export * from './jawaban';
export * from './skor-pid5';
export * from './skor-psc17';
export * from './skor-dukungan';
export * from './skor-kognitif';
export * from './instrumen';
export * from './skor-srq20';
export * from './bentuk';
