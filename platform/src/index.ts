export * from './config';
export * from './problems';
export * from './tokens';
export * from './sessions';
export * from './http';
