export * from './config';
export * from './problems';
export * from './tokens';
export * from './http';
export * from './migrations';
export * from './logger';
export * from './health';
export * from './text';
