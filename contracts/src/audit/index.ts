export * from './changes';
export * from './readModels';
export * from './labels';
export * from './names';
