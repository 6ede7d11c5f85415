export * from './consume-stream';
export * from './create-event-bus';
export * from './in-process-bus';
export * from './memory-bus';
export * from './nats-bus';
export * from './subject-match';
export * from './types';
