export * from './tipe';
export * from './pid5';
export * from './psc17';
export * from './dukungan';
export * from './kognitif';
export * from './format';
export * from './keutuhan';
export * from './teks-lama';
