import { importLimits } from './limits';
import { importMessages } from './messages';
import { type ImportInput, type ImportIssue } from './types';

/** A read that either gave a value or the reasons it could not. */
export type Read<T> = { ok: true; value: T } | { ok: false; errors: ImportIssue[] };

const refuse = (message: string): { ok: false; errors: ImportIssue[] } => ({
  ok: false,
  errors: [{ path: '', message }],
});

/**
 * The input as bytes, or undefined when it is not bytes. Checked without
 * `instanceof`, which fails for buffers made in another realm (a worker, an
 * iframe, jsdom's File).
 */
export function asBytes(input: ImportInput): Uint8Array | undefined {
  if (ArrayBuffer.isView(input)) {
    return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  }
  if (Object.prototype.toString.call(input) === '[object ArrayBuffer]') {
    return new Uint8Array(input as ArrayBuffer);
  }
  return undefined;
}

/** The text of a JSON file: text as given, bytes decoded as UTF-8 (a file that is not UTF-8 cannot be read). */
function readText(input: ImportInput): Read<string> {
  const bytes = asBytes(input);
  if (bytes === undefined) {
    if (typeof input !== 'string') {
      return refuse(importMessages.readFile);
    }
    return input.length > importLimits.maxJsonSize
      ? refuse(importMessages.jsonTooLarge)
      : { ok: true, value: input.replace(/^\uFEFF/, '') };
  }
  if (bytes.byteLength > importLimits.maxJsonSize) {
    return refuse(importMessages.jsonTooLarge);
  }
  try {
    // TextDecoder drops a leading byte order mark by itself.
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return refuse(importMessages.readFile);
  }
}

/**
 * How deeply brackets nest in JSON text, counted before parsing so that no
 * walk over the parsed value (ours or zod's) can overflow the stack.
 */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) {
        index += 1; // skip the escaped character
      } else if (code === 0x22) {
        inString = false;
      }
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) {
        return depth;
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return depth;
}

/** Reads a JSON file: refused when too large, too deep, not text or not JSON (docs/product.md#import-rules messages). */
export function readJson(input: ImportInput): Read<unknown> {
  const text = readText(input);
  if (!text.ok) {
    return text;
  }
  if (nestingDepth(text.value, importLimits.maxJsonDepth) > importLimits.maxJsonDepth) {
    return refuse(importMessages.tooDeep);
  }
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return refuse(importMessages.parseJson);
  }
}
