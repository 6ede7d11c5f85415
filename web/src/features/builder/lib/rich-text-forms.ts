import { z } from 'zod';

import { type FormIssueMessages } from '../../../lib/forms/issue-messages';
import { normaliseHref, normaliseImageSrc } from '../components/rich-text/commands';
import { richTextMessages } from '../components/rich-text/messages';

/**
 * An address as `normalise` makes it (trimmed; a bare host gets https://…),
 * or a `custom` issue where it returns null: the rule the editor applies,
 * written once in `commands.ts`.
 */
function address(normalise: (input: string) => string | null) {
  return z.string().transform((input, context) => {
    const normalised = normalise(input);
    if (normalised === null) {
      context.addIssue({ code: 'custom', message: 'Not an address the editor keeps.' });
      return z.NEVER;
    }
    return normalised;
  });
}

/** The hyperlink prompt (docs/product.md#rich-text-editor): an address; empty ("") removes the link. */
export const linkFormSchema = z.object({ href: address(normaliseHref) });

export type LinkFormValues = z.input<typeof linkFormSchema>;

/** The address's words by issue code: one the editor does not keep is `custom`. */
export const linkFormMessages: FormIssueMessages = {
  href: { custom: richTextMessages.linkInvalid },
};

/** Insert image: its address is needed (empty is refused too); the description is optional, trimmed. */
export const imageFormSchema = z.object({
  src: address(normaliseImageSrc),
  alt: z.string().trim(),
});

export type ImageFormValues = z.input<typeof imageFormSchema>;

/** The address's words by issue code: empty, or not an image address the artboard draws, is `custom`. */
export const imageFormMessages: FormIssueMessages = {
  src: { custom: richTextMessages.imageUrlInvalid },
};
