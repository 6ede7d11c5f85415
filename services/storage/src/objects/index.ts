export * from './create-object-store';
export * from './disk-store';
export * from './object-store';
export * from './s3-store';
