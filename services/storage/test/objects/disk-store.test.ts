import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { createDiskStore } from '../../src/objects';
import { describeObjectStoreContract } from './object-store-contract';

const root = mkdtempSync(join(tmpdir(), 'vitae-objects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeObjectStoreContract('local disk', async () => createDiskStore(root));

describe('local disk: folders and temporary files', () => {
  const store = createDiskStore(root);
  let prefix: string;

  beforeEach(() => {
    prefix = `disk-${randomUUID()}`;
  });

  afterEach(() => jest.restoreAllMocks());

  /** Every file under the store's folder for this test, relative to it. */
  const filesUnder = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  const read = async (key: string) => {
    const found = await store.get(key);
    return found && { contentType: found.contentType, text: (await buffer(found.body)).toString() };
  };

  it('makes a folder once for many objects put into it', async () => {
    const mkdir = jest.spyOn(fsPromises, 'mkdir');
    for (const name of ['a', 'b', 'c']) {
      await store.put(`${prefix}/user-1/${name}.png`, Buffer.from(name), {
        contentType: 'image/png',
      });
    }
    expect(mkdir).toHaveBeenCalledTimes(1);
    expect(await read(`${prefix}/user-1/c.png`)).toEqual({ contentType: 'image/png', text: 'c' });
  });

  it('puts into a folder removed after an earlier put, and reads it back', async () => {
    await store.put(`${prefix}/user-1/a.png`, Buffer.from('first'), { contentType: 'image/png' });
    rmSync(join(root, prefix, 'user-1'), { recursive: true, force: true });

    await store.put(`${prefix}/user-1/b.png`, Buffer.from('second'), { contentType: 'image/png' });

    expect(await read(`${prefix}/user-1/b.png`)).toEqual({
      contentType: 'image/png',
      text: 'second',
    });
    expect(await store.head(`${prefix}/user-1/a.png`)).toBeUndefined();
    expect(filesUnder(prefix).sort()).toEqual(['b.png', 'b.png.meta.json']);
  });

  it('puts into a folder whose parents were all removed after an earlier put', async () => {
    await store.put(`${prefix}/user-1/deep/a.pdf`, Buffer.from('first'), {
      contentType: 'application/pdf',
    });
    rmSync(join(root, prefix), { recursive: true, force: true });

    await store.put(`${prefix}/user-1/deep/a.pdf`, Buffer.from('again'), {
      contentType: 'application/pdf',
    });

    expect(await read(`${prefix}/user-1/deep/a.pdf`)).toEqual({
      contentType: 'application/pdf',
      text: 'again',
    });
  });

  it('puts again under a prefix emptied with deletePrefix', async () => {
    await store.put(`${prefix}/user-1/a.png`, Buffer.from('first'), { contentType: 'image/png' });
    expect(await store.deletePrefix(`${prefix}/user-1/`)).toBe(1);

    await store.put(`${prefix}/user-1/a.png`, Buffer.from('second'), { contentType: 'image/webp' });

    expect(await read(`${prefix}/user-1/a.png`)).toEqual({
      contentType: 'image/webp',
      text: 'second',
    });
  });

  it('leaves no temporary file behind when a write fails', async () => {
    // An object whose key is also a folder of other objects cannot be renamed into place.
    await store.put(`${prefix}/taken/inner.png`, Buffer.from('x'), { contentType: 'image/png' });

    await expect(
      store.put(`${prefix}/taken`, Buffer.from('bytes'), { contentType: 'image/png' }),
    ).rejects.toThrow();

    expect(filesUnder(prefix).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await read(`${prefix}/taken/inner.png`)).toEqual({
      contentType: 'image/png',
      text: 'x',
    });
  });

  it('leaves no temporary file behind when the folder is gone on the retry too', async () => {
    await store.put(`${prefix}/user-1/a.png`, Buffer.from('first'), { contentType: 'image/png' });
    // Each write of the temporary file lands, and then the folder is reported gone.
    const realWriteFile = fsPromises.writeFile;
    const writeFile = jest.spyOn(fsPromises, 'writeFile');
    const landsThenGone: typeof realWriteFile = async (...args) => {
      await realWriteFile(...args);
      throw Object.assign(new Error('ENOENT: gone'), { code: 'ENOENT' });
    };
    writeFile.mockImplementationOnce(landsThenGone).mockImplementationOnce(landsThenGone);

    await expect(
      store.put(`${prefix}/user-1/b.png`, Buffer.from('second'), { contentType: 'image/png' }),
    ).rejects.toThrow(/ENOENT/);

    expect(writeFile).toHaveBeenCalledTimes(2);
    expect(filesUnder(prefix).sort()).toEqual(['a.png', 'a.png.meta.json']);
  });

  it('leaves no temporary file behind when a streamed body fails midway', async () => {
    async function* failing() {
      yield Buffer.from('part of it');
      throw new Error('upload cut off');
    }

    await expect(
      store.put(`${prefix}/user-1/big.bin`, Readable.from(failing()), {
        contentType: 'application/octet-stream',
      }),
    ).rejects.toThrow(/upload cut off/);

    expect(filesUnder(prefix)).toEqual([]);
    expect(await store.head(`${prefix}/user-1/big.bin`)).toBeUndefined();
  });
});
