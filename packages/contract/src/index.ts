export * from './accounts';
export * from './errors';
export * from './messages';
export * from './permissions';
export * from './system';
