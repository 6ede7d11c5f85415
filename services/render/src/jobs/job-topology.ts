import { inNamespace, streams, subjects } from '@vitae/proto';
import { type StreamConfig } from '@vitae/service-kit';

/** The streams and subjects render's job worker uses. */
export type RenderJobTopology = {
  resumeEvents: StreamConfig;
  /** Filter of the resume change events that lead to printing ahead of time. */
  resumeChangedFilter: string;
  /** Subject of one resume's change events; the stream keeps the newest only. */
  resumeChanged(resumeId: string): string;
  letterEvents: StreamConfig;
  /** Filter of the letter change events that lead to printing a letter's PDF ahead of time. */
  letterChangedFilter: string;
  /** Subject of one letter's change events; the stream keeps the newest only. */
  letterChanged(letterId: string): string;
  jobs: StreamConfig;
  results: StreamConfig;
  deadLetter: StreamConfig;
  /** Content whose print ran out of time, by cache key, for some hours (docs/render.md, "Fair printing"). */
  poisoned: StreamConfig;
  /** Subject of the note that a print of this content (cache key) ran out of time. */
  poisonedSubject(contentHash: string): string;
  /** Subject of a job of this kind. */
  requested(kind: 'pdf' | 'thumbnail'): string;
  completed(jobId: string): string;
  failed(jobId: string): string;
  /** A pattern matching both outcome subjects of one job, to listen for either. */
  outcomes(jobId: string): string;
  /** Where a job that used up its attempts goes. */
  deadLetterSubject: string;
  durable: string;
  changedDurable: string;
  letterChangedDurable: string;
};

/**
 * The production streams (proto/README.md), or with a namespace a private
 * copy of them (stream names suffixed, subjects prefixed), so a test run on a
 * shared NATS server never touches the real streams or another run's.
 */
export function renderJobTopology(namespace?: string): RenderJobTopology {
  const { subject, stream, durable } = inNamespace(namespace);
  const jobs = stream(streams.renderJobs);
  return {
    resumeEvents: stream(streams.resumeEvents),
    // The subject builders refuse wildcards, so the filter is written out.
    resumeChangedFilter: subject('vitae.resume.changed.>'),
    resumeChanged: (resumeId) => subject(subjects.resumeChanged(resumeId)),
    letterEvents: stream(streams.letterEvents),
    letterChangedFilter: subject('vitae.letter.changed.>'),
    letterChanged: (letterId) => subject(subjects.letterChanged(letterId)),
    jobs,
    results: stream(streams.renderResults),
    deadLetter: stream(streams.deadLetter),
    poisoned: stream(streams.renderPoisoned),
    poisonedSubject: (contentHash) => subject(subjects.renderPoisoned(contentHash)),
    requested: (kind) => subject(subjects.renderRequested(kind)),
    completed: (jobId) => subject(subjects.renderCompleted(jobId)),
    failed: (jobId) => subject(subjects.renderFailed(jobId)),
    // vitae.render.completed.<jobId> and vitae.render.failed.<jobId>; the builders check the id.
    outcomes: (jobId) => subject(subjects.renderCompleted(jobId).replace('.completed.', '.*.')),
    deadLetterSubject: subject(subjects.deadLetter(jobs.name)),
    durable: durable('render', 'jobs'),
    changedDurable: durable('render', 'resume-changed'),
    letterChangedDurable: durable('render', 'letter-changed'),
  };
}
