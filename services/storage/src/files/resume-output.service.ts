import { type ObjectStore } from '../objects';
import { StorageError } from '../storage.errors';
import { parseFileKey, type ResumeOutput, resumeOutputKey } from './file-keys';
import { type FileUrls } from './file-urls';
import { type LinkSigner } from './signed-url';

/** Which resume version a printed file belongs to. */
export type ResumeOutputLocation = {
  userId: string;
  resumeId: string;
  /** The render cache key: the same resume data and template give the same hash. */
  contentHash: string;
  output: ResumeOutput;
};

/** A stored printed file: its key and the stable URL its owner reads it at. */
export type StoredOutput = { key: string; url: string; size: number };

const outputTypes: Record<ResumeOutput, { contentType: string; magic: Buffer }> = {
  pdf: { contentType: 'application/pdf', magic: Buffer.from('%PDF-') },
  thumbnail: { contentType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
};

/** The longest a signed link may live: long enough to share, short enough to expire. */
export const maxLinkSeconds = 7 * 24 * 3600;

/**
 * PDFs and thumbnails the render service prints. They are keyed by resume and
 * content hash, so an unchanged resume finds its earlier output instead of
 * being printed again.
 */
export function createResumeOutputService(
  objects: ObjectStore,
  urls: FileUrls,
  signer: LinkSigner,
) {
  return {
    async put(
      location: ResumeOutputLocation,
      bytes: Buffer,
      fileName?: string,
    ): Promise<StoredOutput> {
      const { contentType, magic } = outputTypes[location.output];
      if (!bytes.subarray(0, magic.length).equals(magic)) {
        throw new StorageError(
          'UnsupportedImageType',
          `A ${location.output} must be a ${contentType} file`,
        );
      }
      const key = resumeOutputKey(location);
      await objects.put(key, bytes, {
        contentType,
        ...(location.output === 'pdf' && fileName ? { fileName } : {}),
      });
      return { key, url: urls.urlOf(key), size: bytes.length };
    },

    async find(location: ResumeOutputLocation): Promise<StoredOutput | undefined> {
      const key = resumeOutputKey(location);
      const info = await objects.head(key);
      return info && { key, url: urls.urlOf(key), size: info.size };
    },

    /** A link anyone may open until it expires, for a PDF or thumbnail. */
    signedUrl(key: string, expiresInSeconds: number): string {
      if (parseFileKey(key)?.kind !== 'resume-output') {
        throw new StorageError('FileNotFound', 'Only printed resumes get signed links');
      }
      const seconds = Math.min(Math.max(1, Math.floor(expiresInSeconds)), maxLinkSeconds);
      const { expires, signature } = signer.sign(key, seconds);
      return `${urls.urlOf(key)}?expires=${expires}&signature=${signature}`;
    },
  };
}

/** The printed-file service of one storage instance. */
export type ResumeOutputService = ReturnType<typeof createResumeOutputService>;
