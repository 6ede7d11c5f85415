export * from './enqueue-event';
export * from './outbox.entity';
export * from './outbox-relay';
export * from './outbox-table';
