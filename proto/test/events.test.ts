import { create } from '@bufbuild/protobuf';

import {
  DeadLetterSchema,
  decodeEvent,
  DeletionReason,
  encodeEvent,
  LetterChangedSchema,
  LetterDeletedSchema,
  LetterDeletionReason,
  RenderCompletedSchema,
  RenderFailedSchema,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  ResumeChangedSchema,
  ResumeDeletedSchema,
  ResumeDownloadedSchema,
  timestampDate,
  timestampFromDate,
  UserDeletedSchema,
  Visibility,
} from '../src';

const at = timestampFromDate(new Date('2026-11-22T10:15:30.123Z'));

describe('event messages survive the wire', () => {
  it('ResumeChanged keeps every field, including the 64-bit version and the time', () => {
    const bytes = encodeEvent(ResumeChangedSchema, {
      resumeId: 'r1',
      userId: 'u1',
      version: 9_007_199_254_740_993n,
      contentHash: 'ab'.repeat(32),
      template: 'rhyhorn',
      visibility: Visibility.PUBLIC,
      title: 'Software Engineer',
      slug: 'software-engineer',
      changedAt: at,
    });
    const event = decodeEvent(ResumeChangedSchema, bytes);
    expect(event.version).toBe(9_007_199_254_740_993n);
    expect(event.visibility).toBe(Visibility.PUBLIC);
    expect(timestampDate(event.changedAt!).toISOString()).toBe('2026-11-22T10:15:30.123Z');
    expect(event).toMatchObject({
      resumeId: 'r1',
      userId: 'u1',
      template: 'rhyhorn',
      slug: 'software-engineer',
    });
  });

  it.each([
    ['ResumeDeleted', ResumeDeletedSchema, { resumeId: 'r1', userId: 'u1', deletedAt: at }],
    [
      'ResumeDownloaded',
      ResumeDownloadedSchema,
      { resumeId: 'r1', visitor: 'ab'.repeat(32), day: '2026-11-22', downloadedAt: at },
    ],
    [
      'RenderRequested',
      RenderRequestedSchema,
      {
        jobId: 'j1',
        resumeId: 'r1',
        userId: 'u1',
        kind: RenderKind.PDF,
        contentHash: 'h',
        reason: RenderReason.AHEAD_OF_TIME,
        requestedAt: at,
      },
    ],
    [
      'RenderCompleted',
      RenderCompletedSchema,
      {
        jobId: 'j1',
        resumeId: 'r1',
        kind: RenderKind.THUMBNAIL,
        contentHash: 'h',
        fileKey: 'u1/r1/h.png',
        byteSize: 48_213n,
        pageCount: 1,
        durationMs: 412,
        completedAt: at,
      },
    ],
    [
      'RenderFailed',
      RenderFailedSchema,
      {
        jobId: 'j1',
        resumeId: 'r1',
        kind: RenderKind.PDF,
        contentHash: 'h',
        errorCode: 'ResumePrinterError',
        message: 'timed out',
        attempts: 5,
        failedAt: at,
      },
    ],
    ['UserDeleted', UserDeletedSchema, { userId: 'u1', deletedAt: at }],
    [
      'LetterChanged',
      LetterChangedSchema,
      {
        letterId: 'l1',
        userId: 'u1',
        version: 3n,
        contentHash: 'ab'.repeat(32),
        template: 'onyx',
        visibility: Visibility.PRIVATE,
        title: 'Cover letter',
        slug: 'cover-letter',
        changedAt: at,
        resumeId: 'r1',
        dataJson: '{"subject":"Platform Engineer"}',
        locked: true,
      },
    ],
    [
      'LetterDeleted',
      LetterDeletedSchema,
      { letterId: 'l1', userId: 'u1', deletedAt: at, reason: LetterDeletionReason.ACCOUNT_DELETED },
    ],
    [
      'DeadLetter',
      DeadLetterSchema,
      {
        originalSubject: 'vitae.render.requested.pdf',
        stream: 'RENDER_JOBS',
        attempts: 5,
        error: 'boom',
        payload: new Uint8Array([1, 2, 3]),
        failedAt: at,
      },
    ],
  ] as const)('%s round-trips', (_name, schema, init) => {
    // The schemas differ per row; the codec is generic over them.
    const generic = schema as typeof ResumeDeletedSchema;
    const decoded = decodeEvent(generic, encodeEvent(generic, init as never));
    expect(decoded).toEqual(create(generic, init as never));
  });

  it('reads an empty payload as defaults rather than failing', () => {
    expect(decodeEvent(UserDeletedSchema, new Uint8Array()).userId).toBe('');
  });
});

describe('ResumeDeleted says why a resume is gone and which pictures go with it', () => {
  it('keeps the reason and the picture keys; an older message reads as unspecified with none', () => {
    const bytes = encodeEvent(ResumeDeletedSchema, {
      resumeId: 'r1',
      userId: 'u1',
      deletedAt: at,
      reason: DeletionReason.PURGED,
      pictureKeys: ['users/u1/images/' + 'a'.repeat(32) + '.jpg'],
    });
    const event = decodeEvent(ResumeDeletedSchema, bytes);
    expect(event.reason).toBe(DeletionReason.PURGED);
    expect(event.pictureKeys).toEqual(['users/u1/images/' + 'a'.repeat(32) + '.jpg']);
    const older = decodeEvent(
      ResumeDeletedSchema,
      encodeEvent(ResumeDeletedSchema, { resumeId: 'r1', userId: 'u1', deletedAt: at }),
    );
    expect(older.reason).toBe(DeletionReason.UNSPECIFIED);
    expect(older.pictureKeys).toEqual([]);
  });
});
