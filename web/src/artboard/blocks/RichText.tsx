import { useMemo } from 'react';

import { hasRichText, sanitizeRichTextWithDirection } from '../content/sanitize';

/** Props of {@link RichText}. */
export type RichTextProps = { html: string; className?: string };

/**
 * Rich text from the editor, sanitised before it reaches the page, each block
 * in the direction of its own writing; nothing when empty.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichTextWithDirection(html), [html]);
  if (!hasRichText(clean)) {
    return null;
  }
  return (
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
