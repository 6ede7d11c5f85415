import {
  create,
  fromBinary,
  type Message,
  type MessageInitShape,
  toBinary,
} from '@bufbuild/protobuf';
import { type GenMessage } from '@bufbuild/protobuf/codegenv2';

/** Encodes an event for the bus from its fields. */
export function encodeEvent<T extends Message>(
  schema: GenMessage<T>,
  init: MessageInitShape<GenMessage<T>>,
): Uint8Array {
  return toBinary(schema, create(schema, init));
}

/** Decodes an event received from the bus. */
export function decodeEvent<T extends Message>(schema: GenMessage<T>, bytes: Uint8Array): T {
  return fromBinary(schema, bytes);
}
