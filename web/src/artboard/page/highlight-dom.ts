/**
 * The builder's ATS check marks a finding's place on the preview
 * (docs/ats.md#in-the-builder): a parent posts `artboard:highlight` with a
 * printed page's number (from 1) and, where known, a point in PDF units from
 * that page's top left; `place: null` clears the mark. The printed page is
 * found among the drawn layout pages by their sheets (a layout page runs onto
 * further sheets when its content is taller than one), and the point is
 * scaled from PDF points (1/72 in) to CSS pixels (1/96 in).
 */
export type HighlightPlace = { page: number; x?: number; y?: number };
export type ArtboardHighlightMessage = { type: 'artboard:highlight'; place: HighlightPlace | null };

const pxPerPt = 96 / 72;
/** The height of the band drawn across the page at a point: about one line of body text. */
const bandPx = 22;
const markId = 'ats-highlight';

function isHighlightMessage(value: unknown): value is ArtboardHighlightMessage {
  const message = value as Partial<ArtboardHighlightMessage> | null;
  if (typeof value !== 'object' || message?.type !== 'artboard:highlight') {
    return false;
  }
  const place = message.place;
  return (
    place === null ||
    (typeof place === 'object' &&
      place !== undefined &&
      Number.isInteger(place.page) &&
      place.page >= 1 &&
      (place.x === undefined || Number.isFinite(place.x)) &&
      (place.y === undefined || Number.isFinite(place.y)))
  );
}

/** The layout page holding printed page `number`, and which of its sheets it is (from 0). */
function sheetOf(root: HTMLElement, number: number): { page: HTMLElement; sheet: number } | null {
  let first = 1;
  for (const page of root.querySelectorAll<HTMLElement>('.page')) {
    const sheets = Math.max(1, Number(page.dataset.sheets) || 1);
    if (number < first + sheets) {
      return { page, sheet: number - first };
    }
    first += sheets;
  }
  return null;
}

/** Removes the mark, if any. */
export function clearHighlight(doc: Document = document): void {
  doc.getElementById(markId)?.remove();
}

/**
 * Draws the mark over printed page `place.page`: a band across the page at the
 * point with a ring at its x, or, without a point, an outline round the whole
 * sheet; then scrolls the preview to it. A page the preview does not have
 * clears the mark.
 */
export function drawHighlight(root: HTMLElement, place: HighlightPlace): void {
  const doc = root.ownerDocument;
  clearHighlight(doc);
  const found = sheetOf(root, place.page);
  const view = doc.defaultView;
  if (!found || !view) {
    return;
  }
  const { page, sheet } = found;
  const box = page.getBoundingClientRect();
  // The artboard may be scaled (zoom): a CSS pixel of the page is `scale` pixels on screen.
  const scale = page.offsetHeight > 0 ? box.height / page.offsetHeight : 1;
  const margin = parseFloat(view.getComputedStyle(page).paddingTop) || 0;
  const sheets = Math.max(1, Number(page.dataset.sheets) || 1);
  const area = (page.offsetHeight - 2 * margin) / sheets;
  const sheetTop = sheet * area;
  const left = box.left + view.scrollX;
  const top = box.top + view.scrollY;

  const mark = doc.createElement('div');
  mark.id = markId;
  mark.setAttribute('aria-hidden', 'true');
  mark.dataset.page = String(place.page);
  Object.assign(mark.style, {
    position: 'absolute',
    pointerEvents: 'none',
    zIndex: '10',
    borderRadius: '4px',
    outline: '3px solid #e8590c',
    outlineOffset: '2px',
    background: 'rgb(232 89 12 / 14%)',
  });
  if (place.y === undefined) {
    Object.assign(mark.style, {
      left: `${left}px`,
      top: `${top + sheetTop * scale}px`,
      width: `${box.width}px`,
      height: `${(area + 2 * margin) * scale}px`,
      background: 'transparent',
    });
  } else {
    const y = sheetTop + place.y * pxPerPt;
    Object.assign(mark.style, {
      left: `${left}px`,
      top: `${top + (y - bandPx / 2) * scale}px`,
      width: `${box.width}px`,
      height: `${bandPx * scale}px`,
    });
    if (place.x !== undefined) {
      const ring = doc.createElement('div');
      const size = bandPx * 1.6 * scale;
      Object.assign(ring.style, {
        position: 'absolute',
        left: `${place.x * pxPerPt * scale - size / 2}px`,
        top: `${(bandPx * scale - size) / 2}px`,
        width: `${size}px`,
        height: `${size}px`,
        borderRadius: '50%',
        border: '3px solid #e8590c',
      });
      mark.append(ring);
    }
  }
  doc.body.append(mark);
  mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** Answers one message when it is a parent's `artboard:highlight`. */
export function answerHighlight(root: HTMLElement, event: MessageEvent, target: Window = window) {
  if (event.origin !== target.location.origin || !isHighlightMessage(event.data)) {
    return;
  }
  if (event.data.place) {
    drawHighlight(root, event.data.place);
  } else {
    clearHighlight(root.ownerDocument);
  }
}

/** Listens for the parent's marks; returns the function that stops. */
export function listenForHighlight(root: HTMLElement, target: Window = window): () => void {
  const onMessage = (event: MessageEvent) => answerHighlight(root, event, target);
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
