// jsdom leaves out TextEncoder, which the schema's id generator needs as it
// loads; browsers have it. Imported first by the artboard's jsdom tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
