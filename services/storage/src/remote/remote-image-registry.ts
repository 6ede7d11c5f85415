import { createHash } from 'node:crypto';

import { type DataSource, type EntityManager } from 'typeorm';

/** One remote image a resume points at, and what storage holds of it. */
export type RegisteredImage = {
  urlHash: string;
  url: string;
  /** The copy in the object store, once fetched. */
  objectKey: string | null;
  contentType: string | null;
  /** Why the last fetch failed (a storage error code), and when. */
  failureCode: string | null;
  failedAt: Date | null;
};

/** The key of a URL in the registry: hex SHA-256 of the URL exactly as the resume holds it. */
export function remoteUrlHash(url: string): string {
  return createHash('sha256').update(url, 'utf8').digest('hex');
}

type Row = {
  url_hash: string;
  url: string;
  object_key: string | null;
  content_type: string | null;
  failure_code: string | null;
  failed_at: Date | null;
};

const fromRow = (row: Row): RegisteredImage => ({
  urlHash: row.url_hash,
  url: row.url,
  objectKey: row.object_key,
  contentType: row.content_type,
  failureCode: row.failure_code,
  failedAt: row.failed_at,
});

/**
 * Storage's own tables (`remote_image`, `remote_image_use`): which remote
 * image URLs each resume holds, and the copy taken of each. Only a URL some
 * resume holds is ever fetched or served, so the copy route is no open proxy.
 */
export function createRemoteImageRegistry(dataSource: DataSource) {
  return {
    /**
     * Makes `urls` the remote images of one resume: uses it no longer has are
     * dropped, new URLs are added (not yet fetched). Answers the images of
     * the resume that have no copy yet, and how many uses were dropped (only
     * then can an image have become one no resume holds).
     */
    async setResumeImages(
      ref: { userId: string; resumeId: string },
      urls: readonly string[],
    ): Promise<{ pending: RegisteredImage[]; dropped: number }> {
      const hashes = urls.map(remoteUrlHash);
      const dropUses = async (manager: EntityManager) => {
        const [, dropped] = (await manager.query(
          'DELETE FROM remote_image_use WHERE resume_id = $1 AND NOT (url_hash = ANY($2))',
          [ref.resumeId, hashes],
        )) as [unknown, number];
        return dropped;
      };
      if (urls.length === 0) {
        // Most resumes hold no remote image: one statement, on every save of theirs.
        return { pending: [], dropped: await dropUses(dataSource.manager) };
      }
      return dataSource.transaction(async (manager) => {
        const dropped = await dropUses(manager);
        await manager.query(
          `INSERT INTO remote_image (url_hash, url)
           SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (url_hash) DO NOTHING`,
          [hashes, urls],
        );
        await manager.query(
          `INSERT INTO remote_image_use (resume_id, url_hash, user_id)
           SELECT $1, hash, $3 FROM unnest($2::text[]) AS hash
           ON CONFLICT (resume_id, url_hash) DO NOTHING`,
          [ref.resumeId, hashes, ref.userId],
        );
        const pending = (await manager.query(
          'SELECT * FROM remote_image WHERE url_hash = ANY($1) AND object_key IS NULL',
          [hashes],
        )) as Row[];
        return { pending: pending.map(fromRow), dropped };
      });
    },

    /** Forgets the images of a deleted resume. */
    async forgetResume(resumeId: string): Promise<void> {
      await dataSource.query('DELETE FROM remote_image_use WHERE resume_id = $1', [resumeId]);
    },

    /** Forgets the images of every resume of a deleted user. */
    async forgetUser(userId: string): Promise<void> {
      await dataSource.query('DELETE FROM remote_image_use WHERE user_id = $1', [userId]);
    },

    /** The registered image of a URL, or undefined when no resume holds it. */
    async find(url: string): Promise<RegisteredImage | undefined> {
      const rows = (await dataSource.query('SELECT * FROM remote_image WHERE url_hash = $1', [
        remoteUrlHash(url),
      ])) as Row[];
      return rows[0] && rows[0].url === url ? fromRow(rows[0]) : undefined;
    },

    /** Records the copy of an image; false when the image was forgotten meanwhile. */
    async markStored(urlHash: string, objectKey: string, contentType: string): Promise<boolean> {
      const [, count] = (await dataSource.query(
        `UPDATE remote_image SET object_key = $2, content_type = $3, failure_code = NULL, failed_at = NULL
         WHERE url_hash = $1`,
        [urlHash, objectKey, contentType],
      )) as [unknown, number];
      return count > 0;
    },

    /** Records why an image could not be copied. */
    async markFailed(urlHash: string, failureCode: string): Promise<void> {
      await dataSource.query(
        'UPDATE remote_image SET failure_code = $2, failed_at = now() WHERE url_hash = $1',
        [urlHash, failureCode],
      );
    },

    /**
     * Removes the images no resume holds any more and answers the object
     * keys of their copies, for the caller to delete.
     */
    async prune(): Promise<string[]> {
      const [rows] = (await dataSource.query(
        `DELETE FROM remote_image AS image
         WHERE NOT EXISTS (SELECT 1 FROM remote_image_use AS used WHERE used.url_hash = image.url_hash)
         RETURNING object_key`,
      )) as [{ object_key: string | null }[], number];
      return rows.flatMap((row) => (row.object_key ? [row.object_key] : []));
    },
  };
}

/** The remote image registry of one storage instance. */
export type RemoteImageRegistry = ReturnType<typeof createRemoteImageRegistry>;
