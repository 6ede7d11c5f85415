import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDiskStore } from '../../src/objects';
import { describeObjectStoreContract } from './object-store-contract';

const root = mkdtempSync(join(tmpdir(), 'vitae-objects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeObjectStoreContract('local disk', async () => createDiskStore(root));
