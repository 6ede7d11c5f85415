import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createFileUrls } from '../../src/files/file-urls';
import { createDiskStore } from '../../src/objects';
import { type AddressPolicy } from '../../src/remote/address-policy';
import { guardedFetch, type Resolver } from '../../src/remote/guarded-fetch';
import { createRemoteImageService } from '../../src/remote/remote-image.service';
import { makeImage } from '../support/images';
import { type PictureServer, startPictureServer, startPngServer } from '../support/picture-server';

// Every server here listens on loopback. The default policy must refuse them;
// where a test needs a fetch to succeed, it allows exactly one server's port.
const limits = { maxBytes: 256 * 1024, timeoutMs: 5_000 };
const root = mkdtempSync(join(tmpdir(), 'vitae-remote-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the guarded picture fetcher', () => {
  let png: Buffer;
  let pictures: PictureServer;
  let internal: PictureServer;
  let allowPictures: AddressPolicy;

  beforeAll(async () => {
    png = await makeImage('png');
    internal = await startPngServer(png);
    pictures = await startPictureServer((request, response) => {
      const path = request.url ?? '/';
      const redirect = /^\/redirect\?to=(.+)$/.exec(path);
      if (redirect) {
        response.writeHead(302, { location: decodeURIComponent(redirect[1]) });
        response.end();
      } else if (path.split('?')[0] === '/me.png') {
        response.setHeader('content-type', 'image/png');
        response.end(png);
      } else if (path === '/page.png') {
        response.setHeader('content-type', 'image/png');
        response.end('<!doctype html><script>alert(1)</script>');
      } else if (path === '/logo.svg') {
        response.setHeader('content-type', 'image/svg+xml');
        response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      } else if (path === '/declared-huge.png') {
        response.setHeader('content-length', String(100 * 1024 * 1024));
        response.write(png);
      } else if (path === '/endless.png') {
        response.setHeader('content-type', 'image/png');
        response.write(png);
        const chunk = Buffer.alloc(64 * 1024);
        const pump = () => {
          while (response.write(chunk)) {
            // keep the socket full
          }
          response.once('drain', pump);
        };
        pump();
      } else if (path === '/hangs.png') {
        response.setHeader('content-type', 'image/png');
        response.write(png.subarray(0, 20));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    allowPictures = ({ address, port }) => address === '127.0.0.1' && port === pictures.port;
  });

  afterAll(async () => {
    await pictures?.close();
    await internal?.close();
  });

  const service = (policy?: AddressPolicy, resolve?: Resolver, timeoutMs = limits.timeoutMs) => {
    return createRemoteImageService({
      objects: createDiskStore(root),
      urls: createFileUrls('https://vitae.example'),
      fetch: { ...limits, timeoutMs, policy, resolve },
    });
  };
  const guarded = service();
  const allowed = service(() => true);

  describe('by default', () => {
    it.each([
      ['a server on 127.0.0.1', () => `${internal.url}/me.png`],
      [
        'the same server by the name localhost, after resolving it',
        () => `http://localhost:${internal.port}/me.png`,
      ],
      ['IPv6 loopback', () => `http://[::1]:${internal.port}/me.png`],
      [
        'an IPv4-mapped loopback address',
        () => `http://[::ffff:127.0.0.1]:${internal.port}/me.png`,
      ],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private network address', () => 'http://10.0.0.1/picture.png'],
      ['the unspecified address', () => `http://0.0.0.0:${internal.port}/me.png`],
    ])('refuses %s without connecting', async (_what, url) => {
      await expect(guarded.fetch(url())).rejects.toMatchObject({ code: 'RemoteImageRefused' });
      expect(internal.requests).toEqual([]);
    });

    it.each([
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'data:image/png;base64,AAAA',
      'gopher://x/',
    ])('refuses the scheme of %s', async (url) => {
      await expect(guarded.fetch(url)).rejects.toMatchObject({ code: 'RemoteImageRefused' });
    });

    it('refuses a name that resolves to a private address, and one that mixes in a private address', async () => {
      const metadata = service(undefined, async () => [{ address: '169.254.169.254', family: 4 }]);
      await expect(metadata.fetch('http://metadata.google.internal/')).rejects.toMatchObject({
        code: 'RemoteImageRefused',
      });
      const mixed = service(undefined, async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]);
      await expect(mixed.fetch('http://pictures.example/me.png')).rejects.toMatchObject({
        code: 'RemoteImageRefused',
      });
    });
  });

  describe('with one loopback server allowed by an injected policy', () => {
    const fetcher = service((destination) => allowPictures(destination));

    it('fetches a picture and types it by its bytes', async () => {
      const image = await fetcher.fetch(`${pictures.url}/me.png`);
      expect(image.contentType).toBe('image/png');
      expect(image.bytes.equals(png)).toBe(true);
    });

    it('keeps a fetched picture, so printing again does not fetch it again', async () => {
      const before = pictures.requests.filter((path) => path === '/me.png?again').length;
      await fetcher.fetch(`${pictures.url}/me.png?again`);
      await fetcher.fetch(`${pictures.url}/me.png?again`);
      expect(pictures.requests.filter((path) => path === '/me.png?again').length).toBe(before + 1);
    });

    it('refuses a redirect to another loopback server, which never hears of it', async () => {
      const to = encodeURIComponent(`${internal.url}/me.png`);
      await expect(fetcher.fetch(`${pictures.url}/redirect?to=${to}`)).rejects.toMatchObject({
        code: 'RemoteImageRefused',
      });
      expect(internal.requests).toEqual([]);
    });

    it('refuses a redirect to the cloud metadata address', async () => {
      const to = encodeURIComponent('http://169.254.169.254/latest/meta-data/iam/');
      await expect(fetcher.fetch(`${pictures.url}/redirect?to=${to}`)).rejects.toMatchObject({
        code: 'RemoteImageRefused',
      });
    });

    it('follows a redirect that stays allowed, but not an endless chain', async () => {
      const once = encodeURIComponent(`${pictures.url}/me.png`);
      expect((await fetcher.fetch(`${pictures.url}/redirect?to=${once}`)).contentType).toBe(
        'image/png',
      );
      let url = `${pictures.url}/me.png`;
      for (let hop = 0; hop < 5; hop += 1) {
        url = `${pictures.url}/redirect?to=${encodeURIComponent(url)}`;
      }
      await expect(fetcher.fetch(url)).rejects.toMatchObject({ code: 'RemoteImageRefused' });
    });

    it.each(['/page.png', '/logo.svg'])(
      'refuses %s, which is not a picture by its bytes',
      async (path) => {
        await expect(fetcher.fetch(`${pictures.url}${path}`)).rejects.toMatchObject({
          code: 'RemoteImageUnsupportedType',
        });
      },
    );

    it.each(['/declared-huge.png', '/endless.png'])(
      'cuts off %s past the size limit',
      async (path) => {
        await expect(fetcher.fetch(`${pictures.url}${path}`)).rejects.toMatchObject({
          code: 'RemoteImageTooLarge',
        });
      },
    );

    it('gives up on a server that stops sending', async () => {
      const impatient = service(allowPictures, undefined, 300);
      await expect(impatient.fetch(`${pictures.url}/hangs.png`)).rejects.toMatchObject({
        code: 'RemoteImageTimedOut',
      });
    });

    it('reports a missing picture as RemoteImageUnavailable', async () => {
      await expect(fetcher.fetch(`${pictures.url}/missing.png`)).rejects.toMatchObject({
        code: 'RemoteImageUnavailable',
      });
    });
  });

  it('connects to the address it checked, whatever the name resolves to later (no DNS rebinding)', async () => {
    // Served on 127.0.0.2 only: the system's answer for localhost (127.0.0.1)
    // would find nothing there, so success proves the checked answer was used.
    const pinned = await startPictureServer((_request, response) => response.end(png), '127.0.0.2');
    try {
      let lookups = 0;
      const resolve: Resolver = async () => {
        lookups += 1;
        return [{ address: '127.0.0.2', family: 4 }];
      };
      const fetcher = service(
        ({ address, port }) => address === '127.0.0.2' && port === pinned.port,
        resolve,
      );
      const image = await fetcher.fetch(`http://localhost:${pinned.port}/me.png`);
      expect(image.bytes.equals(png)).toBe(true);
      expect(lookups).toBe(1);
    } finally {
      await pinned.close();
    }
  });

  it('reads a picture stored here from the object store, without any request', async () => {
    const objects = createDiskStore(root);
    const key = 'users/u1/images/0123456789abcdef0123456789abcdef.png';
    await objects.put(key, png, { contentType: 'image/png' });
    const own = createRemoteImageService({
      objects,
      urls: createFileUrls('https://vitae.example'),
      fetch: limits,
    });
    for (const url of [
      `https://vitae.example/api/storage/files/${key}`,
      `/api/storage/files/${key}`,
    ]) {
      expect((await own.fetch(url)).bytes.equals(png)).toBe(true);
    }
  });

  it('lets an injected allow-all policy reach loopback, proving the default is what refuses it', async () => {
    expect((await allowed.fetch(`${internal.url}/me.png?allowed`)).contentType).toBe('image/png');
    expect(internal.requests).toEqual(['/me.png?allowed']);
  });

  it('is the guard itself that refuses, not the network', async () => {
    await expect(guardedFetch(`${internal.url}/x.png`, limits)).rejects.toMatchObject({
      code: 'RemoteImageRefused',
    });
  });
});
