/** How a stream keeps its messages. */
export type StreamDefinition = {
  name: string;
  subjects: string[];
  /** `work-queue`: a message is gone once one consumer acknowledged it. */
  kind: 'events' | 'work-queue';
  /** Keep only the newest message per subject. */
  latestPerSubject: boolean;
  /** Messages older than this are dropped; unset: kept until consumed or forever. */
  maxAgeMs?: number;
};

/** A subject token must not break the subject apart or act as a wildcard. */
function token(value: string, what: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) {
    throw new Error(`invalid ${what} for a NATS subject: ${JSON.stringify(value)}`);
  }
  return value;
}

/** Every NATS subject Vitae publishes on; proto/README.md lists who publishes and consumes each. */
export const subjects = {
  resumeChanged: (resumeId: string) => `vitae.resume.changed.${token(resumeId, 'resume id')}`,
  resumeDeleted: (resumeId: string) => `vitae.resume.deleted.${token(resumeId, 'resume id')}`,
  /** Not under `vitae.resume.`: RESUME_EVENTS keeps one message per subject, and every download counts. */
  resumeDownloaded: (resumeId: string) =>
    `vitae.statistics.downloaded.${token(resumeId, 'resume id')}`,
  letterChanged: (letterId: string) => `vitae.letter.changed.${token(letterId, 'letter id')}`,
  letterDeleted: (letterId: string) => `vitae.letter.deleted.${token(letterId, 'letter id')}`,
  renderRequested: (kind: 'pdf' | 'thumbnail') =>
    `vitae.render.requested.${token(kind, 'render kind')}`,
  renderCompleted: (jobId: string) => `vitae.render.completed.${token(jobId, 'job id')}`,
  renderFailed: (jobId: string) => `vitae.render.failed.${token(jobId, 'job id')}`,
  /** A print of this content (render's cache key) ran out of time: it is not printed again for hours. */
  renderPoisoned: (contentHash: string) =>
    `vitae.render.poisoned.${token(contentHash, 'content hash')}`,
  userDeleted: (userId: string) => `vitae.user.deleted.${token(userId, 'user id')}`,
  /** One subject for every revocation, so a reader can tell when it has replayed the stream. */
  sessionsRevoked: () => 'vitae.session.revoked',
  deadLetter: (stream: string) => `vitae.dead-letter.${token(stream, 'stream name')}`,
} as const;

/** The JetStream streams and what they keep. */
export const streams = {
  /** Latest state of each resume: a burst of edits leaves one message to render. */
  resumeEvents: {
    name: 'RESUME_EVENTS',
    subjects: ['vitae.resume.>'],
    kind: 'events',
    latestPerSubject: true,
  },
  /** Latest state of each cover letter, as RESUME_EVENTS keeps each resume's. */
  letterEvents: {
    name: 'LETTER_EVENTS',
    subjects: ['vitae.letter.>'],
    kind: 'events',
    latestPerSubject: true,
  },
  /** Render jobs, each taken by one worker and removed once done. */
  renderJobs: {
    name: 'RENDER_JOBS',
    subjects: ['vitae.render.requested.>'],
    kind: 'work-queue',
    latestPerSubject: false,
  },
  /**
   * Job outcomes for whoever waits on a job. A wait lasts a minute at most
   * (render's RENDER_WAIT_TIMEOUT_MS), so outcomes are kept for ten: without
   * an age limit the stream grows with every print ever made.
   */
  renderResults: {
    name: 'RENDER_RESULTS',
    subjects: ['vitae.render.completed.>', 'vitae.render.failed.>'],
    kind: 'events',
    latestPerSubject: false,
    maxAgeMs: 10 * 60_000,
  },
  /**
   * Content whose print ran out of time, by cache key: every render instance
   * fails the next print of it at once instead of holding a browser again
   * (docs/render.md, "Fair printing"). Kept for 6 hours, the newest per key.
   */
  renderPoisoned: {
    name: 'RENDER_POISONED',
    subjects: ['vitae.render.poisoned.>'],
    kind: 'events',
    latestPerSubject: true,
    maxAgeMs: 6 * 3_600_000,
  },
  /**
   * Downloads for resume's statistics, each taken once and removed when
   * counted. A day is kept: counts are per UTC day, so an older one is stale.
   */
  statisticsEvents: {
    name: 'STATISTICS_EVENTS',
    subjects: ['vitae.statistics.>'],
    kind: 'work-queue',
    latestPerSubject: false,
    maxAgeMs: 24 * 3_600_000,
  },
  /** Account lifecycle: deletions that other services must follow. */
  userEvents: {
    name: 'USER_EVENTS',
    subjects: ['vitae.user.>'],
    kind: 'events',
    latestPerSubject: false,
  },
  /**
   * Ended sign-in sessions, replayed by every process that checks access
   * tokens when it starts. A revocation matters only while the tokens it covers
   * live (an hour at most, identity's ACCESS_TOKEN_TTL_SECONDS ceiling), so two
   * hours are kept.
   */
  sessionEvents: {
    name: 'SESSION_EVENTS',
    subjects: ['vitae.session.>'],
    kind: 'events',
    latestPerSubject: false,
    maxAgeMs: 2 * 3_600_000,
  },
  /** Messages that exhausted their attempts, with the reason. */
  deadLetter: {
    name: 'DEAD_LETTER',
    subjects: ['vitae.dead-letter.>'],
    kind: 'events',
    latestPerSubject: false,
  },
} as const satisfies Record<string, StreamDefinition>;
