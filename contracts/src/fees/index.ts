export * from './money';
export * from './rates';
export * from './split';
export * from './messages';
export * from './moneySchemas';
