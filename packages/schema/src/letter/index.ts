export * from './from-resume';
export * from './json';
export * from './letter-data';
export * from './sample';
