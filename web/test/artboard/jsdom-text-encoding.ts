// jsdom leaves out TextEncoder, which the schema's id generator needs as it
// loads; browsers have it. Imported first by the artboard's jsdom tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom leaves out structuredClone too, which IndexedDB (fake-indexeddb in the
// builder's draft tests) copies values with; Node's own is the browser's algorithm.
if (typeof globalThis.structuredClone !== 'function') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const v8 = require('node:v8') as typeof import('node:v8');
  globalThis.structuredClone = <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;
}
