import { namespacedStream, namespacedSubject, streams, subjects } from '../src';

/** NATS wildcard matching: `*` one token, `>` one or more trailing tokens. */
function matches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (let index = 0; index < wanted.length; index += 1) {
    if (wanted[index] === '>') {
      return tokens.length > index;
    }
    if (index >= tokens.length || (wanted[index] !== '*' && wanted[index] !== tokens[index])) {
      return false;
    }
  }
  return tokens.length === wanted.length;
}

const examples = [
  subjects.resumeChanged('clx1a2b3c'),
  subjects.resumeDeleted('clx1a2b3c'),
  subjects.resumeDownloaded('clx1a2b3c'),
  subjects.letterChanged('0b5e6a1c-7f0e-4c1e-9f43-6a0f5d2b8c11'),
  subjects.letterDeleted('0b5e6a1c-7f0e-4c1e-9f43-6a0f5d2b8c11'),
  subjects.renderRequested('pdf'),
  subjects.renderRequested('thumbnail'),
  subjects.renderCompleted('job-1'),
  subjects.renderFailed('job-1'),
  subjects.renderPoisoned('0123abcd'),
  subjects.userDeleted('user_1'),
  subjects.sessionsRevoked(),
  subjects.deadLetter('RENDER_JOBS'),
];

describe('NATS subjects and streams', () => {
  it('builds the documented subjects', () => {
    expect(subjects.resumeChanged('r1')).toBe('vitae.resume.changed.r1');
    expect(subjects.renderRequested('pdf')).toBe('vitae.render.requested.pdf');
    expect(subjects.resumeDownloaded('r1')).toBe('vitae.statistics.downloaded.r1');
    expect(subjects.letterChanged('l1')).toBe('vitae.letter.changed.l1');
    expect(subjects.letterDeleted('l1')).toBe('vitae.letter.deleted.l1');
    expect(subjects.deadLetter('RENDER_JOBS')).toBe('vitae.dead-letter.RENDER_JOBS');
  });

  it.each(examples)('%s is captured by exactly one stream', (subject) => {
    const owners = Object.values(streams).filter((stream) =>
      stream.subjects.some((pattern) => matches(pattern, subject)),
    );
    expect(owners).toHaveLength(1);
  });

  it.each(['', 'a.b', 'a*', 'a>', 'a b', 'r1\n'])('refuses %j as an id, naming it', (bad) => {
    expect(() => subjects.resumeChanged(bad)).toThrow(
      `invalid resume id for a NATS subject: ${JSON.stringify(bad)}`,
    );
  });

  it.each([
    ['render kind', () => subjects.renderRequested('p*' as 'pdf')],
    ['job id', () => subjects.renderCompleted('')],
    ['job id', () => subjects.renderFailed('>')],
    ['user id', () => subjects.userDeleted('u.1')],
    ['resume id', () => subjects.resumeDownloaded('r>')],
    ['letter id', () => subjects.letterChanged('l.1')],
    ['letter id', () => subjects.letterDeleted('*')],
    ['stream name', () => subjects.deadLetter('A B')],
  ])('every builder validates its %s', (what, build) => {
    expect(build).toThrow(`invalid ${what} for a NATS subject`);
  });

  it('keeps only the latest message per resume and per letter, and makes render jobs and downloads work queues', () => {
    expect(streams.resumeEvents.latestPerSubject).toBe(true);
    expect(streams.letterEvents).toMatchObject({ kind: 'events', latestPerSubject: true });
    expect(streams.renderJobs.kind).toBe('work-queue');
    // Every download is a message of its own: none may replace another.
    expect(streams.statisticsEvents).toMatchObject({ kind: 'work-queue', latestPerSubject: false });
    expect(new Set(Object.values(streams).map((stream) => stream.name)).size).toBe(9);
  });
});

describe('namespacedStream', () => {
  it('gives a test run a private copy of a stream, and the real one without a namespace', () => {
    expect(namespacedStream(streams.renderResults, 'run42')).toEqual({
      name: 'RENDER_RESULTS_RUN42',
      subjects: ['run42.vitae.render.completed.>', 'run42.vitae.render.failed.>'],
      kind: 'events',
      latestPerSubject: false,
      maxAgeMs: 600_000,
    });
    expect(namespacedStream(streams.resumeEvents)).toEqual(streams.resumeEvents);
    expect(namespacedSubject(subjects.userDeleted('u1'), 'run42')).toBe(
      'run42.vitae.user.deleted.u1',
    );
  });
});
