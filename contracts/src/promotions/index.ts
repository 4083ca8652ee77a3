export * from './messages';
export * from './commands';
export * from './events';
export * from './names';
export * from './readModels';
export * from './commandMap';
