export * from './access-token';
export * from './auth-config';
export * from './jwt';
