export * from './readModels';
