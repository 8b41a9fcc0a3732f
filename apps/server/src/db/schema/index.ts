export * from './accounts';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './media';
export * from './orders';
export * from './pricing';
export * from './system';
