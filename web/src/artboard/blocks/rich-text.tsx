import { useLayoutEffect, useMemo, useRef } from 'react';

import { hasRichText, sanitizeRichTextWithDirection } from '../content/sanitize';

/** Props of {@link RichText}. */
export type RichTextProps = { html: string; className?: string };

/** An image that cannot be loaded is left out rather than drawn as a broken one. */
function hideFailedImage(event: Event): void {
  if (event.target instanceof HTMLImageElement) {
    event.target.style.display = 'none';
  }
}

/**
 * Rich text from the editor, sanitised before it reaches the page, each block
 * in the direction of its own writing, images on other hosts drawn from
 * storage's copies; nothing when empty.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichTextWithDirection(html), [html]);
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = holder.current;
    // Errors of images do not bubble; the capture phase still passes here.
    element?.addEventListener('error', hideFailedImage, true);
    return () => element?.removeEventListener('error', hideFailedImage, true);
  }, [clean]);
  if (!hasRichText(clean)) {
    return null;
  }
  return (
    <div
      ref={holder}
      className={`rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
