export * from './model';
export * from './svg';
export * from './generator';
export * from './pemecah';
