export * from './config';
export * from './problems';
export * from './tokens';
export * from './http';
export * from './text';
