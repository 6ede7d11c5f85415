import { importMessages, type ImportResult, parseImport } from '@vitae/schema';

import { type ParseInput } from '../machines/import-machine';
import { readBytes } from './read-file';

/**
 * Reads and parses an import file off the page's thread (docs/quality.md#case-26): a big or
 * hostile file costs this worker, never the tab. Answers one ImportResult per
 * request.
 */
const scope = self as unknown as {
  onmessage: ((message: MessageEvent<ParseInput>) => void) | null;
  postMessage(result: ImportResult): void;
};

async function parse({ type, file }: ParseInput): Promise<ImportResult> {
  try {
    return parseImport(type, await readBytes(file));
  } catch {
    return { ok: false, errors: [{ path: '', message: importMessages.readFile }] };
  }
}

scope.onmessage = (message) => {
  void parse(message.data).then((result) => scope.postMessage(result));
};
