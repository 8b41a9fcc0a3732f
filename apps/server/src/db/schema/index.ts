export * from './accounts';
export * from './system';
