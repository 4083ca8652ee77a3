export * from './commands';
export * from './events';
export * from './messages';
export * from './names';
export * from './readModels';
export * from './commandMap';
