/** Where the gateway serves stored files; the same path on the storage service. */
export const filesPath = '/api/storage/files/';

/** Builds the URLs of stored files, absolute under the public origin when one is configured. */
export function createFileUrls(publicUrl: string | undefined) {
  const origin = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  return {
    /** The stable URL of a stored file. */
    urlOf(key: string): string {
      return `${origin}${filesPath}${key}`;
    },
    /** Whether a URL is served from this origin (the public origin, or root-relative). */
    isOwn(url: string): boolean {
      if (url.startsWith('/')) {
        return !url.startsWith('//');
      }
      try {
        return origin !== '' && new URL(url).origin === new URL(origin).origin;
      } catch {
        return false;
      }
    },
    /**
     * The key a URL points to when it is one of ours (same origin, or
     * root-relative), so the service can read it without a network request.
     */
    keyOf(url: string): string | undefined {
      const base = origin || 'http://storage.invalid';
      let parsed: URL;
      try {
        parsed = new URL(url, base);
      } catch {
        return undefined;
      }
      const ours = url.startsWith('/')
        ? !url.startsWith('//')
        : parsed.origin === new URL(base).origin;
      if (!ours || !parsed.pathname.startsWith(filesPath) || parsed.search) {
        return undefined;
      }
      return parsed.pathname.slice(filesPath.length);
    },
  };
}

/** The URL builder of one service. */
export type FileUrls = ReturnType<typeof createFileUrls>;
