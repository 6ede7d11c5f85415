export * from './embedded-postgres';
export * from './open-database';
export * from './typeorm-logger';
export * from './violations';
