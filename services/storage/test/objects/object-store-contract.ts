import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { type ObjectStore } from '../../src/objects';

/** What every object store must do, run against local disk and S3 alike. */
export function describeObjectStoreContract(
  name: string,
  makeStore: () => Promise<ObjectStore>,
): void {
  describe(`object store contract: ${name}`, () => {
    let store: ObjectStore;
    let prefix: string;

    beforeAll(async () => {
      store = await makeStore();
    });

    beforeEach(() => {
      prefix = `test-${randomUUID()}`;
    });

    it('stores bytes with their type and gives them back', async () => {
      const bytes = Buffer.from('%PDF-1.7 a resume');
      await store.put(`${prefix}/resume.pdf`, bytes, { contentType: 'application/pdf' });
      const found = await store.get(`${prefix}/resume.pdf`);
      expect(found && { contentType: found.contentType, size: found.size }).toEqual({
        contentType: 'application/pdf',
        size: bytes.length,
      });
      expect(await buffer(found!.body)).toEqual(bytes);
      expect(await store.head(`${prefix}/resume.pdf`)).toEqual({
        contentType: 'application/pdf',
        size: bytes.length,
      });
    });

    it('keeps the download name given with an object, whatever its characters', async () => {
      await store.put(`${prefix}/r.pdf`, Buffer.from('%PDF'), {
        contentType: 'application/pdf',
        fileName: 'Zoë Müller – CV "2026".pdf',
      });
      expect(await store.head(`${prefix}/r.pdf`)).toEqual({
        contentType: 'application/pdf',
        size: 4,
        fileName: 'Zoë Müller – CV "2026".pdf',
      });
    });

    it('answers undefined for a key that does not exist', async () => {
      expect(await store.get(`${prefix}/missing.png`)).toBeUndefined();
      expect(await store.head(`${prefix}/missing.png`)).toBeUndefined();
    });

    it('replaces an object written again under the same key', async () => {
      await store.put(`${prefix}/p.png`, Buffer.from('old'), { contentType: 'image/png' });
      await store.put(`${prefix}/p.png`, Buffer.from('newer'), { contentType: 'image/webp' });
      const found = await store.get(`${prefix}/p.png`);
      expect(found?.contentType).toBe('image/webp');
      expect((await buffer(found!.body)).toString()).toBe('newer');
    });

    it('deletes one object, and every object under a prefix but no other', async () => {
      await store.put(`${prefix}/user-1/a.png`, Buffer.from('a'), { contentType: 'image/png' });
      await store.put(`${prefix}/user-1/b/c.pdf`, Buffer.from('c'), {
        contentType: 'application/pdf',
      });
      await store.put(`${prefix}/user-2/a.png`, Buffer.from('x'), { contentType: 'image/png' });
      await store.delete(`${prefix}/user-2/a.png`);
      expect(await store.head(`${prefix}/user-2/a.png`)).toBeUndefined();
      await store.put(`${prefix}/user-2/a.png`, Buffer.from('x'), { contentType: 'image/png' });
      expect(await store.deletePrefix(`${prefix}/user-1/`)).toBe(2);
      expect(await store.head(`${prefix}/user-1/a.png`)).toBeUndefined();
      expect(await store.head(`${prefix}/user-1/b/c.pdf`)).toBeUndefined();
      expect(await store.head(`${prefix}/user-2/a.png`)).toEqual({
        contentType: 'image/png',
        size: 1,
      });
    });

    it('streams a 5 MB body of known size in and out unchanged', async () => {
      const bytes = randomBytes(5 * 1024 * 1024);
      const chunks = Array.from({ length: 20 }, (_, index) =>
        bytes.subarray(index * 262_144, (index + 1) * 262_144),
      );
      await store.put(`${prefix}/big.bin`, Readable.from(chunks), {
        contentType: 'application/octet-stream',
        size: bytes.length,
      });
      const found = await store.get(`${prefix}/big.bin`);
      expect(found?.size).toBe(bytes.length);
      expect((await buffer(found!.body)).equals(bytes)).toBe(true);
    });

    it.each(['../escape.png', '/absolute.png', 'a//b.png', 'a/./b.png', 'spaces in.png', ''])(
      'refuses the key %j',
      async (key) => {
        await expect(
          store.put(key, Buffer.from('x'), { contentType: 'image/png' }),
        ).rejects.toThrow(/invalid object key/);
      },
    );

    it('is reachable', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
