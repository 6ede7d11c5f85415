export * from './error-handler';
export * from './http-client';
export * from './linger';
export * from './listen';
export * from './origin-rule';
export * from './readiness';
export * from './request-id';
export * from './service-app';
