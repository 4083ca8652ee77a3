export * from './readModels';
export * from './names';
