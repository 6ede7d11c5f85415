export * from './access-token';
export * from './jwt';
