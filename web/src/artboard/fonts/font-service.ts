/**
 * The font service stylesheet URL with `{family}` in it, empty when none. The
 * build writes it into the artboard page (`<meta name="vitae:font-service">`)
 * from VITE_FONT_SERVICE_URL, next to the content security policy that allows it.
 */
export function fontServiceUrl(doc: Document = document): string {
  return doc.querySelector('meta[name="vitae:font-service"]')?.getAttribute('content') ?? '';
}

/**
 * Asks the deployment's font service for a family outside the catalogue, once.
 * Without a service nothing is requested and the fallback of `fontStack` draws.
 */
export function requestFromService(family: string, variants: string[], doc: Document = document) {
  const service = fontServiceUrl(doc);
  const id = `font-${family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  if (!service || doc.getElementById(id)) {
    return;
  }
  const link = doc.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = service
    .replace('{family}', encodeURIComponent(family))
    .replace('{variants}', encodeURIComponent(variants.join(',')));
  doc.head.append(link);
}
