export * from './commands';
export * from './events';
export * from './enrolmentPrefill';
export * from './messages';
export * from './readModels';
export * from './names';
export * from './commandMap';
