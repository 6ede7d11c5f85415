import { useEffect, useRef, useState } from 'react';

import {
  embeddedPublicLetter,
  embeddedPublicResume,
  fetchPublicLetter,
  fetchPublicResume,
  type PublicLetter,
  type PublicResume,
  reportPublicView,
} from '../api/public-api';
import { type PublicResumeAddress } from '../lib/public-path';

/**
 * What the page shows: a public resume, or a public letter at the same kind
 * of address (docs/letters.md#the-public-page), with whose it is.
 */
export type PublicDocument = {
  kind: 'resume' | 'letter';
  id: string;
  title: string;
  slug: string;
  data: unknown;
  /** The person: the resume's basics, or the letter's sender. */
  who: { name?: string; headline?: string };
};

const shownResume = (resume: PublicResume): PublicDocument => ({
  kind: 'resume',
  ...resume,
  who: resume.data.basics ?? {},
});

const shownLetter = (letter: PublicLetter): PublicDocument => ({
  kind: 'letter',
  ...letter,
  who: letter.data.sender ?? {},
});

/** The name a reader knows the document by: its title, else the person's name. */
export function displayTitle(shown: PublicDocument): string {
  return shown.title.trim() || shown.who.name?.trim() || shown.slug;
}

/**
 * The public resume or letter at `address`, null until it is there. The
 * page's HTML carries it (docs/web.md#the-areas): drawn at once, and the view
 * reported, the page's one request. Without it (the app's own navigation
 * here) the API is asked, the resume first, then the letter, as the server's
 * lookup does; that counts the view. Neither found: `onUnavailable`.
 */
export function usePublicDocument(
  address: PublicResumeAddress,
  onUnavailable: () => void,
): PublicDocument | null {
  const [shown, setShown] = useState<PublicDocument | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    const carriedResume = embeddedPublicResume(address);
    const carriedLetter = embeddedPublicLetter(address);
    const carried = carriedResume
      ? shownResume(carriedResume)
      : carriedLetter && shownLetter(carriedLetter);
    if (carried) {
      setShown(carried);
      reportPublicView(carried.id, carried.kind);
      return;
    }
    let current = true;
    fetchPublicResume(address)
      .then(shownResume, () => fetchPublicLetter(address).then(shownLetter))
      .then(
        (loaded) => current && setShown(loaded),
        () => current && unavailable.current(),
      );
    return () => {
      current = false;
    };
  }, [address]);

  return shown;
}
