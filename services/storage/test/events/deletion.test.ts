import {
  DeletionReason,
  encodeEvent,
  LetterDeletedSchema,
  LetterDeletionReason,
  ResumeDeletedSchema,
  subjects,
  timestampFromDate,
  UserDeletedSchema,
} from '@vitae/proto';
import { connectNatsBus, type EventBus } from '@vitae/service-kit';
import { testServiceCredential, uniqueName } from '@vitae/service-kit/testing';

import { createStorageClient, type PrintedFileRef, type StorageClient } from '../../src';
import { storageEventTopology } from '../../src/events/event-topology';
import { makeImage } from '../support/images';
import { startS3Server } from '../support/s3-server';
import { imageForm, startTestStorage, type TestStorage } from '../support/start-test-storage';

const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Real NATS JetStream; the streams are private to this run (unique names and
// subjects), and S3 on loopback keeps the files across a restart of storage.
describe('deleting files when users and resumes are deleted', () => {
  const namespace = uniqueName('storage_del');
  const topology = storageEventTopology(namespace);
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: TestStorage;
  let client: StorageClient;
  let publisher: EventBus;

  const start = async () => {
    storage = await startTestStorage({ ...s3.env, NATS_URL: natsUrl }, { events: topology });
    client = createStorageClient({ baseUrl: storage.url, credential: testServiceCredential() });
  };
  const publish = (subject: string, payload: Uint8Array) =>
    publisher.publish(`${namespace}.${subject}`, payload);
  const userDeleted = (userId: string) =>
    publish(
      subjects.userDeleted(userId),
      encodeEvent(UserDeletedSchema, { userId, deletedAt: timestampFromDate(new Date()) }),
    );
  const resumeDeleted = (userId: string, resumeId: string, pictureKeys: string[] = []) =>
    publish(
      subjects.resumeDeleted(resumeId),
      encodeEvent(ResumeDeletedSchema, {
        userId,
        resumeId,
        deletedAt: timestampFromDate(new Date()),
        reason: pictureKeys.length ? DeletionReason.PURGED : DeletionReason.UNSPECIFIED,
        pictureKeys,
      }),
    );
  const letterDeleted = (userId: string, letterId: string) =>
    publish(
      subjects.letterDeleted(letterId),
      encodeEvent(LetterDeletedSchema, {
        userId,
        letterId,
        deletedAt: timestampFromDate(new Date()),
        reason: LetterDeletionReason.DELETED,
      }),
    );
  const keyOf = (url: string) =>
    new URL(url, storage.url).pathname.replace('/api/storage/files/', '');
  const printed = (userId: string, resumeId: string, output: PrintedFileRef['output']) => ({
    userId,
    resumeId,
    contentHash: 'c0ffee',
    output,
  });
  const uploadPicture = async (userId: string, width = 10 + userId.length) => {
    const response = await fetch(`${storage.url}/api/storage/image`, {
      method: 'PUT',
      body: imageForm(await makeImage('png', { width, height: 10 })),
      headers: await storage.auth(userId),
    });
    return ((await response.json()) as { data: string }).data;
  };
  const exists = async (url: string, userId: string) =>
    (await fetch(new URL(url, storage.url), { headers: await storage.auth(userId) })).status ===
    200;

  beforeAll(async () => {
    s3 = await startS3Server();
    publisher = await connectNatsBus({ url: natsUrl, name: 'storage-deletion-test' });
    await start();
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
    await s3?.close();
  });

  it("removes a deleted resume's PDFs and thumbnails, and nothing else", async () => {
    const picture = await uploadPicture('ada');
    await client.putPrintedFile(printed('ada', 'gone', 'pdf'), pdf, 'CV');
    await client.putPrintedFile(printed('ada', 'gone', 'thumbnail'), await makeImage('png'));
    await client.putPrintedFile(printed('ada', 'kept', 'pdf'), pdf, 'CV');

    await resumeDeleted('ada', 'gone');

    await eventually(
      async () =>
        !(await client.findPrintedFile(printed('ada', 'gone', 'pdf'))) &&
        !(await client.findPrintedFile(printed('ada', 'gone', 'thumbnail'))),
      "the deleted resume's files are gone",
    );
    expect(await client.findPrintedFile(printed('ada', 'kept', 'pdf'))).toBeDefined();
    expect(await exists(picture, 'ada')).toBe(true);
  });

  it("removes a deleted letter's PDFs, and nothing else", async () => {
    // A letter's print is stored under its id where a resume's is (docs/render.md#cover-letters).
    const picture = await uploadPicture('ada', 41);
    await client.putPrintedFile(printed('ada', 'letter-gone', 'pdf'), pdf, 'To Acme');
    await client.putPrintedFile(printed('ada', 'letter-kept', 'pdf'), pdf, 'To Initech');

    await letterDeleted('ada', 'letter-gone');

    await eventually(
      async () => !(await client.findPrintedFile(printed('ada', 'letter-gone', 'pdf'))),
      "the deleted letter's PDF is gone",
    );
    expect(await client.findPrintedFile(printed('ada', 'letter-kept', 'pdf'))).toBeDefined();
    expect(await exists(picture, 'ada')).toBe(true);
  });

  it('removes the pictures a purged resume alone used, with its files, and never another user’s picture', async () => {
    const onlyIt = await uploadPicture('ada', 31);
    const shared = await uploadPicture('ada', 32);
    const theirs = await uploadPicture('linus', 33);
    await client.putPrintedFile(printed('ada', 'purged', 'pdf'), pdf, 'CV');

    // The resume service names the pictures no other resume uses; a key of another user is ignored.
    await resumeDeleted('ada', 'purged', [keyOf(onlyIt), keyOf(theirs)]);

    await eventually(
      async () =>
        !(await exists(onlyIt, 'ada')) &&
        !(await client.findPrintedFile(printed('ada', 'purged', 'pdf'))),
      "the purged resume's picture and PDF are gone",
    );
    expect(await exists(shared, 'ada')).toBe(true);
    expect(await exists(theirs, 'linus')).toBe(true);
  });

  it("removes every file of a deleted user, and no other user's", async () => {
    const mine = await uploadPicture('grace');
    const theirs = await uploadPicture('linus');
    await client.putPrintedFile(printed('grace', 'r1', 'pdf'), pdf, 'CV');
    await client.putPrintedFile(printed('linus', 'r1', 'pdf'), pdf, 'CV');

    await userDeleted('grace');

    await eventually(
      async () =>
        !(await exists(mine, 'grace')) &&
        !(await client.findPrintedFile(printed('grace', 'r1', 'pdf'))),
      "grace's files are gone",
    );
    expect(await exists(theirs, 'linus')).toBe(true);
    expect(await client.findPrintedFile(printed('linus', 'r1', 'pdf'))).toBeDefined();
  });

  it('does a deletion announced while storage was down once it is back', async () => {
    await client.putPrintedFile(printed('margaret', 'r1', 'pdf'), pdf, 'CV');
    await storage.close();

    await userDeleted('margaret');
    await start();

    await eventually(
      async () => !(await client.findPrintedFile(printed('margaret', 'r1', 'pdf'))),
      "margaret's files are gone after the restart",
    );
  });
});
