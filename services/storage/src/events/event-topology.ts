import { inNamespace, streams, subjects } from '@vitae/proto';
import { type StreamConfig } from '@vitae/service-kit';

/** The streams and subjects storage's consumers use. */
export type StorageEventTopology = {
  userEvents: StreamConfig;
  resumeEvents: StreamConfig;
  letterEvents: StreamConfig;
  deadLetter: StreamConfig;
  userDeletedFilter: string;
  resumeDeletedFilter: string;
  resumeChangedFilter: string;
  letterDeletedFilter: string;
  /** Where a message that used up its attempts goes, by the stream it came from. */
  deadLetterSubject(stream: string): string;
  durablePrefix: string;
};

/**
 * The production streams (proto/README.md), or with a namespace a private
 * copy of them: stream names get a suffix and subjects a leading token, so a
 * test run on a shared NATS server never overlaps the real streams or another
 * run's.
 */
export function storageEventTopology(namespace?: string): StorageEventTopology {
  const { subject, stream, durable } = inNamespace(namespace);
  return {
    userEvents: stream(streams.userEvents),
    resumeEvents: stream(streams.resumeEvents),
    letterEvents: stream(streams.letterEvents),
    deadLetter: stream(streams.deadLetter),
    // The subject builders refuse wildcards, so the filters are written out.
    userDeletedFilter: subject('vitae.user.deleted.>'),
    resumeDeletedFilter: subject('vitae.resume.deleted.>'),
    resumeChangedFilter: subject('vitae.resume.changed.>'),
    letterDeletedFilter: subject('vitae.letter.deleted.>'),
    deadLetterSubject: (name: string) => subject(subjects.deadLetter(name)),
    durablePrefix: durable('storage'),
  };
}
