import DOMPurify from 'dompurify';

import { ownOriginImage } from './own-origin-image';

/** The markup the rich-text editor produces (docs/product.md#rich-text-editor); anything else is dropped. */
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'mark',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'blockquote',
  'span',
  'sub',
  'sup',
];
const allowedAttributes = ['href', 'target', 'rel', 'src', 'alt', 'title', 'style'];

/** Links may open web pages, mail or phone; never `javascript:` or `data:`. */
const safeHref = /^(https?:|mailto:|tel:|#)/i;
/** Images: web addresses, or images inlined as data (the render service inlines fetched images). */
const safeImage = /^(https?:|data:image\/(png|jpe?g|gif|webp|avif);)/i;
/** The one style the editor writes (text alignment); any other could load a URL. */
const safeStyle = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

let hooked = false;

function installHooks(purify: typeof DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (data.attrName === 'style' && !safeStyle.test(value)) {
      data.keepAttr = false;
    }
    if (data.attrName === 'href' && !safeHref.test(value)) {
      data.keepAttr = false;
    }
    if (data.attrName === 'src' && (node.nodeName !== 'IMG' || !safeImage.test(value))) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) {
      node.remove();
    }
  });
}

/**
 * Cleans rich text from the editor before it is drawn (docs/quality.md#case-22): no scripts,
 * iframes, forms or event-handler attributes, no `javascript:` links, no styles
 * other than text alignment, images only from web or data addresses.
 */
export function sanitizeRichText(html: string): string {
  if (!hooked) {
    installHooks(DOMPurify);
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * {@link sanitizeRichText}, with each top-level block (paragraph, heading,
 * list, quote) given `dir="auto"`: it reads in the direction of its own first
 * letter, whatever the resume's. An English sentence in an Arabic resume then
 * runs left to right with its full stop at the end, and an Arabic one in an
 * English resume right to left. A list takes its first item's direction as a
 * whole, so its bullets stay on the side its lines start from. An image on
 * another host is asked of this origin's storage instead ({@link ownOriginImage}).
 */
export function sanitizeRichTextWithDirection(html: string): string {
  // A template's content is inert: its images are not loaded while they are
  // rewritten (a detached <div> of the page would fetch each src at once).
  const holder = document.createElement('template');
  holder.innerHTML = sanitizeRichText(html);
  for (const block of holder.content.children) {
    if (block.tagName !== 'BR' && block.tagName !== 'HR' && block.tagName !== 'IMG') {
      block.setAttribute('dir', 'auto');
    }
  }
  // Images on other hosts are loaded from this origin's copy (own-origin-image.ts).
  for (const image of holder.content.querySelectorAll('img')) {
    image.setAttribute('src', ownOriginImage(image.getAttribute('src') ?? ''));
  }
  return holder.innerHTML;
}

/** Whether rich text has anything to show once tags are gone (an empty editor leaves `<p></p>`). */
export function hasRichText(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
