export * from './client-address';
export * from './service-credential';
export * from './visitor';
