import { encodeEvent, ResumeChangedSchema, subjects } from '@vitae/proto';
import { connectNatsBus, type EventBus } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';
import sharp from 'sharp';

import { storageEventTopology } from '../../src/events/event-topology';
import { makeJpegWithGps } from '../support/images';
import { type PictureServer, startPictureServer } from '../support/picture-server';
import { startTestStorage, type TestStorage } from '../support/start-test-storage';

const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The image host is a loopback server that records what it is asked. The
// default fetcher refuses loopback, so storage runs with a policy that allows
// this one server's port (as the address-policy tests do), and real NATS on
// streams private to this run carries the resume-changed events.
describe('remote images copied for the screen and served from this origin', () => {
  const namespace = uniqueName('storage_img');
  const topology = storageEventTopology(namespace);
  let host: PictureServer;
  let storage: TestStorage;
  let publisher: EventBus;
  let jpeg: Buffer;

  const changed = (resumeId: string, data: unknown) =>
    publisher.publish(
      `${namespace}.${subjects.resumeChanged(resumeId)}`,
      encodeEvent(ResumeChangedSchema, {
        resumeId,
        userId: 'ada',
        version: 1n,
        contentHash: 'c0ffee',
        template: 'azurill',
        title: 'CV',
        slug: 'cv',
        dataJson: JSON.stringify(data),
      }),
    );
  const resume = (picture: string, summary: string) => ({
    basics: { name: 'Ada', picture: { url: picture } },
    sections: { summary: { content: summary } },
  });
  const copyOf = (url: string) =>
    fetch(`${storage.url}/api/storage/files/remote-image?url=${encodeURIComponent(url)}`);
  const asked = (path: string) => host.requests.filter((request) => request === path).length;

  beforeAll(async () => {
    jpeg = await makeJpegWithGps();
    host = await startPictureServer((request, response) => {
      if (request.url === '/me.jpg' || request.url?.startsWith('/inline')) {
        response.setHeader('content-type', 'image/jpeg');
        response.end(jpeg);
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    publisher = await connectNatsBus({ url: natsUrl, name: 'storage-remote-image-test' });
    storage = await startTestStorage(
      { NATS_URL: natsUrl },
      {
        events: topology,
        remoteImagePolicy: ({ address, port }) => address === '127.0.0.1' && port === host.port,
      },
    );
  });

  afterAll(async () => {
    await storage?.close();
    for (const stream of [
      topology.userEvents,
      topology.resumeEvents,
      topology.letterEvents,
      topology.deadLetter,
    ]) {
      await publisher?.deleteStream(stream.name);
    }
    await publisher?.close();
    await host?.close();
  });

  it('copies a resume picture and a rich-text image once, re-encoded, and serves the copies', async () => {
    const picture = `${host.url}/me.jpg`;
    const inline = `${host.url}/inline.jpg?size=2&amp=1`;
    await changed(
      'r1',
      resume(picture, `<p>Hi</p><p><img src="${inline.replace('&', '&amp;')}"></p>`),
    );

    // Copied at the event, before any reader asks.
    await eventually(
      async () => asked('/me.jpg') === 1 && asked('/inline.jpg?size=2&amp=1') === 1,
      'the host was asked for both images',
    );
    for (const url of [picture, inline]) {
      const answer = await copyOf(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await answer.arrayBuffer());
      // Re-encoded as an upload is: the camera's EXIF block and GPS position are gone.
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect((await sharp(bytes).metadata()).width).toBe(80);
    }
    // Readers are served the copy: the host is never asked again.
    await copyOf(picture);
    expect(asked('/me.jpg')).toBe(1);
  });

  it('refuses a URL no resume holds, without asking its host', async () => {
    const stranger = `${host.url}/inline-not-in-any-resume.jpg`;
    const answer = await copyOf(stranger);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { code: string }).code).toBe('FileNotFound');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(asked('/inline-not-in-any-resume.jpg')).toBe(0);
  });

  it('asks for the url by name when it is missing', async () => {
    const answer = await fetch(`${storage.url}/api/storage/files/remote-image`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/^url:/),
    });
  });

  it('stops serving an image once no resume holds it', async () => {
    const picture = `${host.url}/inline-dropped.jpg`;
    await changed('r2', resume(picture, ''));
    await eventually(async () => (await copyOf(picture)).status === 200, 'the picture is served');

    await changed('r2', resume('', '<p>No picture now</p>'));

    await eventually(async () => (await copyOf(picture)).status === 404, 'the picture is refused');
  });

  it('answers an image its host cannot give with an error, not the page', async () => {
    const missing = `${host.url}/gone.jpg`;
    await changed('r3', resume(missing, ''));
    await eventually(async () => asked('/gone.jpg') === 1, 'the host was asked');
    await eventually(async () => (await copyOf(missing)).status === 502, 'the copy is refused');
    expect(asked('/gone.jpg')).toBe(1);
  });
});
