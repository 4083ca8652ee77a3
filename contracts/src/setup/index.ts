export * from './commands';
export * from './events';
export * from './grading';
export * from './messages';
export * from './names';
export * from './commandMap';
