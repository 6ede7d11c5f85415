export * from './create-event-bus';
export * from './in-process-bus';
export * from './memory-bus';
export * from './nats-bus';
export * from './subject-match';
export {
  type BusOptions,
  type ConsumerConfig,
  deadLetterHeaders,
  type Delivery,
  duplicateWindowFor,
  type EventBus,
  type LiveMessage,
  type PublishAck,
  type PublishOptions,
  type StreamConfig,
  type StreamMessage,
  type Subscription,
} from './types';
