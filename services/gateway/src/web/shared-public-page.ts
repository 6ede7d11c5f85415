import { type PublicPageFound, type PublicPageLookup } from './static-web';

/** How {@link sharedPublicPageLookup} keeps what it found. */
export type SharedPublicPageOptions = {
  /** How long a found resume is served again without a lookup; 0 turns sharing off. */
  ttlMs: number;
  /** Addresses kept at most; the oldest is dropped first. */
  maxEntries: number;
  /** The clock, in milliseconds (tests set their own). */
  now?: () => number;
};

type Entry = {
  /** Until when the value is served; Infinity while its lookup runs. */
  expires: number;
  value: Promise<PublicPageFound | null>;
};

/**
 * A public page's lookup shared by its readers for a moment
 * (docs/performance.md#public-page): the lookup is the same for every reader
 * (it passes no cookie and counts no view), so readers asking while one
 * lookup runs wait for that one, and a found resume is served again for
 * `ttlMs` without asking the graph. Only a found resume is kept: a private,
 * missing or failed lookup is asked again at the next reader, so a resume
 * made public shows at once, and one made private or deleted stops showing
 * within `ttlMs`.
 */
export function sharedPublicPageLookup(
  lookup: PublicPageLookup,
  { ttlMs, maxEntries, now = Date.now }: SharedPublicPageOptions,
): PublicPageLookup {
  if (ttlMs <= 0) {
    return lookup;
  }
  const entries = new Map<string, Entry>();
  return (address, request) => {
    const key = `${address.username}\n${address.slug}`;
    const kept = entries.get(key);
    if (kept && kept.expires > now()) {
      return kept.value;
    }
    const entry: Entry = { expires: Infinity, value: lookup(address, request) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      // A Map iterates in insertion order: the first key is the oldest.
      entries.delete(entries.keys().next().value as string);
    }
    const forget = () => {
      if (entries.get(key) === entry) {
        entries.delete(key);
      }
    };
    entry.value.then((found) => {
      if (found) {
        entry.expires = now() + ttlMs;
      } else {
        forget();
      }
    }, forget);
    return entry.value;
  };
}
