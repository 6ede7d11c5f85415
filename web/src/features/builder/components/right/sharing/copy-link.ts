import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { toaster } from '../../../../../ui/toaster';
import { useSession } from '../../../../auth/components/session-provider';
import { useResumeMeta } from '../../../hooks/builder-context';

export const copyLinkMessages = defineMessages({
  copied: {
    id: 'builder.sharing.copied',
    defaultMessage: 'A link has been copied to your clipboard.',
  },
  copiedDescription: {
    id: 'builder.sharing.copiedDescription',
    defaultMessage:
      'Anyone with this link can view and download the resume. Share it on your profile or with recruiters.',
  },
  copyFailed: {
    id: 'builder.sharing.copyFailed',
    defaultMessage: 'The link could not be copied.',
  },
});

const copyFailedMessages = defineMessages<{ description: { link: string } }>({
  description: {
    id: 'builder.sharing.copyFailedDescription',
    defaultMessage: 'Select it and copy it yourself: {link}',
  },
});

/** A public resume's address (docs/product.md#copy-link): `{origin}/{username}/{slug}`. */
export function resumeLink(origin: string, username: string, slug: string): string {
  return `${origin}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

/** Writes text to the clipboard; an older or refusing browser gets the selection-and-copy way. */
async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No permission, or no Clipboard API here: fall through to the old way.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) {
    throw new Error('copy refused');
  }
}

export type CopyResumeLink = {
  /** The share link, or null while the username is unknown. */
  link: string | null;
  /** docs/product.md#permissions: copying works only for public resumes. */
  enabled: boolean;
  /** Copies the link and shows the docs/product.md#copy-link toast. */
  copy: () => Promise<void>;
};

/**
 * Copy link (docs/product.md#copy-link): the Sharing section and the bottom toolbar copy
 * `{origin}/{username}/{slug}` and say "A link has been copied to your
 * clipboard." Enabled only while the resume is public.
 */
export function useCopyResumeLink(): CopyResumeLink {
  const intl = useIntl();
  const { user } = useSession();
  const { slug, visibility } = useResumeMeta();
  const link = user ? resumeLink(window.location.origin, user.username, slug) : null;
  const enabled = visibility === 'public' && link !== null;

  const copy = useCallback(async () => {
    if (!enabled || !link) {
      return;
    }
    try {
      await writeClipboard(link);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(copyLinkMessages.copied),
        description: intl.formatMessage(copyLinkMessages.copiedDescription),
      });
    } catch {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(copyLinkMessages.copyFailed),
        description: intl.formatMessage(copyFailedMessages.description, { link }),
      });
    }
  }, [enabled, intl, link]);

  return { link, enabled, copy };
}
