export * from './service-credential';
