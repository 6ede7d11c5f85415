export * from './codec';
export * from './gen/vitae/events/v1/events_pb';
export * from './gen/vitae/events/v1/letters_pb';
export * from './gen/vitae/events/v1/sessions_pb';
export * from './namespace';
export * from './subjects';
export { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
