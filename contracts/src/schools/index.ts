export * from './commands';
export * from './events';
export * from './messages';
export * from './readModels';
export * from './directory';
export * from './names';
export * from './commandMap';
