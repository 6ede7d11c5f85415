export * from './access-token';
export * from './auth-config';
export * from './jwt';
export * from './revocation-feed';
export * from './revocations';
