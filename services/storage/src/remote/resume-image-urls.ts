import { parseFragment } from 'parse5';

/** The most remote images one resume may register; any further are never copied nor shown. */
export const maxImagesPerResume = 50;

/** The longest image URL registered. */
export const maxImageUrlLength = 2048;

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

function imageSources(html: string, found: string[]): void {
  const visit = (node: Node) => {
    if (node.nodeName === 'img') {
      const src = node.attrs?.find((attribute) => attribute.name === 'src')?.value;
      if (src) {
        found.push(src.trim());
      }
    }
    node.childNodes?.forEach(visit);
  };
  visit(parseFragment(html) as unknown as Node);
}

/**
 * The remote image URLs a resume shows: its picture and every `<img src>` of
 * its rich text (read with an HTML parser, as the browser reads it), `http`
 * and `https` only, not this origin's own files, each once, at most
 * {@link maxImagesPerResume}. The artboard asks storage for exactly these
 * strings (web/src/artboard/content/own-origin-image.ts).
 *
 * @param isOwn whether a URL is already served from this origin
 */
export function resumeImageUrls(data: unknown, isOwn: (url: string) => boolean): string[] {
  const found: string[] = [];
  const picture = (data as { basics?: { picture?: { url?: unknown } } } | null)?.basics?.picture
    ?.url;
  if (typeof picture === 'string') {
    found.push(picture.trim());
  }
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/<img\b/i.test(value)) {
        imageSources(value, found);
      }
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  const urls = new Set<string>();
  for (const url of found) {
    if (urls.size >= maxImagesPerResume) {
      break;
    }
    if (/^https?:\/\//i.test(url) && url.length <= maxImageUrlLength && !isOwn(url)) {
      urls.add(url);
    }
  }
  return [...urls];
}
