export * from './labels';
export * from './verification';
export * from './cardText';
