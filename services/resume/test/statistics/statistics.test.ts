import { randomUUID } from 'node:crypto';

import { encodeEvent, ResumeDownloadedSchema, subjects } from '@vitae/proto';
import { type EventBus, utcDay } from '@vitae/service-kit';

import { ResumeService } from '../../src/resumes/resume.service';
import { dayBefore, StatisticsService } from '../../src/statistics/statistics.service';
import { ops, userRep } from '../helpers/operations';
import {
  eventually,
  newUserId,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

type Counts = { resumeStatistics: { views: number; downloads: number } };

/** A visitor as the gateway forwards one: the client's address last in X-Forwarded-For, and its browser. */
const visitor = (address: string, userAgent = 'Mozilla/5.0 (test)') => ({
  'x-forwarded-for': `198.51.100.7, ${address}`,
  'user-agent': userAgent,
});

/** A hex visitor hash as render computes one. */
const hash = (seed: string) => Buffer.from(seed.padEnd(32, '.')).toString('hex').slice(0, 64);

describe('statistics', () => {
  const app = useResumeUnderTest();
  const own = useOwnedResume(app, { title: 'Counted', slug: 'counted', visibility: 'public' });
  const bus = (): EventBus => app.service.deps.bus!;

  const counts = async () =>
    (await app.ok<Counts>(own.owner, ops.statistics, { id: own.resume.id })).resumeStatistics;
  const view = (caller: string | undefined, headers = visitor('203.0.113.1')) =>
    app.graphql(caller, ops.publicResume, { reps: userRep(own.owner), slug: 'counted' }, headers);
  const download = (visit: { resumeId?: string; visitor: string; day?: string }) =>
    bus().publish(
      subjects.resumeDownloaded(visit.resumeId ?? own.resume.id),
      encodeEvent(ResumeDownloadedSchema, {
        resumeId: visit.resumeId ?? own.resume.id,
        visitor: visit.visitor,
        day: visit.day ?? utcDay(),
      }),
    );
  const drained = () =>
    eventually(
      async () => (await bus().messageCount('STATISTICS_EVENTS')) === 0,
      'downloads consumed',
    );

  it('starts at zero views and downloads', async () => {
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('counts a public page load by anyone but the own.owner as a view, once per visitor', async () => {
    await view(undefined, visitor('203.0.113.1'));
    await view(undefined, visitor('203.0.113.1'));
    await view(newUserId(), visitor('203.0.113.2'));
    await view(own.owner, visitor('203.0.113.3'));
    expect(await counts()).toEqual({ views: 2, downloads: 0 });
  });

  it('quality: a changed User-Agent is not another visitor: five browsers of one address add one view', async () => {
    for (const userAgent of ['Mozilla/5.0 (one)', 'curl/8.0', 'Other/1.0', '', 'x'.repeat(500)]) {
      await view(undefined, visitor('203.0.113.5', userAgent));
    }
    expect(await counts()).toEqual({ views: 1, downloads: 0 });
    // Another address is another visitor, whatever its browser says.
    await view(undefined, visitor('203.0.113.6', 'Mozilla/5.0 (one)'));
    expect(await counts()).toEqual({ views: 2, downloads: 0 });
  });

  it('counts 400 aliases of publicResume in one request as one view', async () => {
    const aliases = Array.from(
      { length: 400 },
      (_, index) => `v${index}: publicResume(slug: $slug) { id }`,
    ).join(' ');
    const answer = await app.graphql<{ _entities: Record<string, { id: string }>[] }>(
      undefined,
      `query($reps: [_Any!]!, $slug: String!) { _entities(representations: $reps) { ... on User { ${aliases} } } }`,
      { reps: userRep(own.owner), slug: 'counted' },
      visitor('203.0.113.9'),
    );
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data!._entities[0])).toHaveLength(400);
    expect((await counts()).views).toBe(1);
  });

  it('counts one view for many concurrent loads by one visitor, and one each for many visitors', async () => {
    await Promise.all(Array.from({ length: 20 }, () => view(undefined, visitor('203.0.113.4'))));
    expect((await counts()).views).toBe(1);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => view(undefined, visitor(`192.0.2.${index}`))),
    );
    expect((await counts()).views).toBe(21);
  });

  it('believes X-Forwarded-For only from the gateway: without the service credential no view is counted at all', async () => {
    const response = await fetch(`${app.service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor('192.0.2.200') },
      body: JSON.stringify({
        query: ops.publicResume,
        variables: { reps: userRep(own.owner), slug: 'counted' },
      }),
    });
    expect(response.status).toBe(401);
    expect((await counts()).views).toBe(0);
  });

  it('keeps no address: a visitor is a 64-digit hash per day', async () => {
    await view(undefined, visitor('203.0.113.77'));
    const rows = await app.query<{ visitor: string; day: string; kind: string }>(
      'SELECT visitor, day::text AS day, kind FROM resume_statistics_visitor WHERE resume_id = $1',
      [own.resume.id],
    );
    expect(rows).toEqual([
      { visitor: expect.stringMatching(/^[0-9a-f]{64}$/), day: utcDay(), kind: 'view' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it('has no mutation that counts: recordResumeDownload is gone', async () => {
    const answer = await app.graphql(
      undefined,
      'mutation($id: ID!) { recordResumeDownload(id: $id) }',
      {
        id: own.resume.id,
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it("counts render's announced downloads once per visitor and day", async () => {
    await download({ visitor: hash('a') });
    await download({ visitor: hash('a') });
    await download({ visitor: hash('b') });
    await download({ visitor: hash('b'), day: dayBefore(utcDay()) });
    await drained();
    await eventually(async () => (await counts()).downloads === 3, 'three downloads counted');
    expect(await counts()).toEqual({ views: 0, downloads: 3 });
  });

  it('counts no download that is malformed, too old, or of a private or missing resume', async () => {
    const other = await app.create(own.owner, {
      title: 'Hidden',
      slug: 'hidden',
      visibility: 'private',
    });
    await download({ resumeId: other.id, visitor: hash('c') });
    await download({ resumeId: randomUUID(), visitor: hash('c') });
    await download({ visitor: 'not-a-hash' });
    await download({ visitor: hash('d'), day: dayBefore(dayBefore(utcDay())) });
    await download({ visitor: hash('e'), day: 'yesterday' });
    await drained();
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
    const hidden = await app.ok<Counts>(own.owner, ops.statistics, { id: other.id });
    expect(hidden.resumeStatistics).toEqual({ views: 0, downloads: 0 });
  });

  it('counts nothing for a private resume, which answers like a missing one', async () => {
    await app.ok(own.owner, ops.update, { id: own.resume.id, input: { visibility: 'private' } });
    const answer = await view(undefined);
    expect(answer.data).toEqual({ _entities: [{ publicResume: null }] });
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('forgets the visitors of days before yesterday', async () => {
    const old = dayBefore(dayBefore(utcDay()));
    await app.query(
      "INSERT INTO resume_statistics_visitor (resume_id, kind, day, visitor) VALUES ($1, 'view', $2, $3), ($1, 'view', $4, $3)",
      [own.resume.id, old, hash('f'), dayBefore(utcDay())],
    );
    const dataSource = app.service.deps.database!.dataSource;
    expect(
      await new StatisticsService(dataSource, new ResumeService(dataSource)).forgetOldVisitors(),
    ).toBeGreaterThanOrEqual(1);
    const left = await app.query<{ day: string }>(
      'SELECT day::text AS day FROM resume_statistics_visitor WHERE resume_id = $1',
      [own.resume.id],
    );
    expect(left).toEqual([{ day: dayBefore(utcDay()) }]);
  });

  it('lets only the own.owner read the counters', async () => {
    expect(await app.code(newUserId(), ops.statistics, { id: own.resume.id })).toBe(
      'ResumeNotFound',
    );
    expect(await app.code(undefined, ops.statistics, { id: own.resume.id })).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('does not touch the resume when counting (no new version, same updatedAt)', async () => {
    await view(undefined);
    const { resume: after } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    expect(after).toEqual(own.resume);
  });
});
