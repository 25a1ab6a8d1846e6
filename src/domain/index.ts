/** The domain: entity types and pure rules (no React, no I/O). */
export * from './types';
export * from './money';
export * from './format';
export * from './filters';
export * from './stats';
export * from './validation';
export * from './cart';
export * from './seed';
export * from './paging';
export * from './sort';
export * from './feedback';
