import { randomUUID } from 'node:crypto';

import { decodeEvent, ResumeChangedSchema, subjects } from '@vitae/proto';
import { Client } from 'pg';

import { ops } from '../helpers/operations';
import {
  documentMarked,
  eventually,
  newUserId,
  type ResumeJson,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

describe('quality: a save cut off by the database half-way', () => {
  const app = useResumeUnderTest();
  let admin: Client;
  let database: string;

  beforeAll(async () => {
    database = (await app.query<{ name: string }>('SELECT current_database() AS name'))[0].name;
    admin = new Client({
      connectionString: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
  });

  /** A second session on the service's database, to hold locks in the way of its saves. */
  async function session(): Promise<Client> {
    const url = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${database}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  it('leaves the resume as it was, with no event, and the service keeps working', async () => {
    const owner = newUserId();
    const resume = await app.create(owner, { title: 'title #start', slug: 'cut' });

    // Hold the outbox so a save stops after writing the resume row and before writing its event.
    const blocker = await session();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE outbox IN EXCLUSIVE MODE');
    const save = app.graphql<{ updateResume: ResumeJson }>(owner, ops.update, {
      id: resume.id,
      input: { title: 'title #cut', data: documentMarked('#cut') },
    });
    await eventually(async () => {
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity
         WHERE datname = $1 AND wait_event_type = 'Lock' AND query ILIKE '%INSERT INTO outbox%'`,
        [database],
      );
      return rows.length > 0;
    }, 'the save to wait on the outbox after updating the resume');

    // The database drops the service's connections (as a restart would) in the middle of the save.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name = 'resume'`,
      [database],
    );
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect((await save).errors?.[0]?.extensions?.code).toBe('SomethingWentWrong');

    // The pool may still hold an idle connection the database dropped, until
    // its notice is read: a request on it fails, as after any restart, and the
    // pool lets it go. Reads then answer, with the resume as it was.
    let stored: ResumeJson | undefined;
    await eventually(async () => {
      const answer = await app.graphql<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id });
      stored = answer.data?.resume;
      return stored !== undefined;
    }, 'a read after the connections were dropped');
    expect(stored).toEqual(resume);

    // The next save goes through whole, with its event.
    const { updateResume: next } = await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
      id: resume.id,
      input: { title: 'title #next', data: documentMarked('#next') },
    });
    expect(next).toMatchObject({ version: 2, title: 'title #next' });
    const versions: number[] = [];
    const subscription = await app.service.deps.bus!.consume({
      stream: 'RESUME_EVENTS',
      durable: `cut-${randomUUID()}`,
      filterSubjects: [subjects.resumeChanged(resume.id)],
      handle: async (delivery) =>
        void versions.push(Number(decodeEvent(ResumeChangedSchema, delivery.data).version)),
    });
    // The relay's own connection was dropped too: it takes a new one after a
    // pause that doubles up to 5 s while the database keeps failing, so on a
    // busy machine the event may come a few of those pauses later.
    await eventually(() => versions.includes(2), 'the event of the next save', 30_000);
    await subscription.stop();
  });
});
