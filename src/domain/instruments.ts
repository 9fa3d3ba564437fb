// The instruments: their definitions (./instrumen) and shared vocabulary, under the name the rest of
// the code imports.
export * from './instrumen';
