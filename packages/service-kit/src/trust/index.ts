export * from './service-credential';
export * from './visitor';
