import frameCss from '../components/public-frame.css?inline';

/**
 * How the public page shows the resume (docs/product.md#public-resume-page):
 * sheet by sheet as printed, or reflowed in one column for reading on a phone.
 */
export type FrameView = 'sheets' | 'reading';

/** CSS pixels per millimetre: the artboard gives the paper's size in millimetres. */
const pxPerMm = 96 / 25.4;

/** The blocks that never break across sheets in print (the artboard's `break-inside: avoid`), and the summary's lines. */
const blocks =
  '.header, .section-heading, .item, .summary-content > :not(ul, ol), .summary-content li';

/** Puts the views' CSS into the frame's document (once) and picks `view`. */
export function showView(document: Document, view: FrameView): void {
  if (!document.getElementById('vp-frame-views')) {
    const style = document.createElement('style');
    style.id = 'vp-frame-views';
    style.textContent = frameCss;
    document.head.append(style);
  }
  document.documentElement.dataset.vpView = view;
  if (view !== 'sheets') {
    document.querySelector('.vp-sheets')?.remove();
  }
}

/** Moves `element` down by `amount` pixels, whatever margin it would have collapsed with. */
function pushDown(element: HTMLElement, amount: number): void {
  const before = element.getBoundingClientRect().top;
  const margin = Number.parseFloat(getComputedStyle(element).marginTop) || 0;
  let added = amount;
  for (let tries = 0; tries < 3; tries += 1) {
    element.style.marginTop = `${margin + added}px`;
    const moved = element.getBoundingClientRect().top - before;
    if (moved >= amount - 0.5) {
      return;
    }
    added += amount - moved;
  }
}

/**
 * Moves the blocks of a copied paper that would straddle the end of a sheet on
 * to the next one, as printing does (a heading left alone goes with them), and
 * returns how tall its content then is.
 */
function breakAsPrinted(paper: HTMLElement, area: number): number {
  const content = paper.querySelector<HTMLElement>('.page-content') ?? paper;
  const origin = content.getBoundingClientRect().top;
  const previous = new Map<Element, { element: HTMLElement; top: number }>();
  let bottom = content.getBoundingClientRect().height;
  for (const element of content.querySelectorAll<HTMLElement>(blocks)) {
    const column = element.closest('.main, .sidebar') ?? content;
    let rect = element.getBoundingClientRect();
    const top = rect.top - origin;
    const end = (Math.floor(top / area) + 1) * area;
    if (top + rect.height > end + 0.5 && rect.height <= area) {
      const before = previous.get(column);
      const section = element.closest<HTMLElement>('.section');
      const heading =
        before?.element.classList.contains('section-heading') &&
        before.element.parentElement === section &&
        Math.floor(before.top / area) === Math.floor(top / area);
      if (heading && section) {
        pushDown(section, end - (section.getBoundingClientRect().top - origin));
      } else {
        pushDown(element, end - top);
      }
      rect = element.getBoundingClientRect();
    }
    previous.set(column, { element, top: rect.top - origin });
    bottom = Math.max(bottom, rect.bottom - origin);
  }
  return bottom;
}

/**
 * Draws the sheets view: for each of the artboard's papers, one sheet per
 * printed sheet, each a copy of the paper seen through a sheet-sized window,
 * with its page number at its foot. Drawn anew after each of the artboard's draws.
 */
export function drawSheets(document: Document): void {
  document.querySelector('.vp-sheets')?.remove();
  const artboard = document.querySelector<HTMLElement>('#artboard .artboard');
  if (!artboard || document.documentElement.dataset.vpView !== 'sheets') {
    return;
  }
  const style = getComputedStyle(artboard);
  const height = Number.parseFloat(style.getPropertyValue('--page-height')) * pxPerMm;
  const stack = document.createElement('div');
  stack.className = 'vp-sheets';
  document.body.append(stack);
  for (const page of artboard.querySelectorAll<HTMLElement>(':scope > .page')) {
    const margin = Number.parseFloat(getComputedStyle(page).paddingTop) || 0;
    const area = height - 2 * margin;
    const labels = [...page.querySelectorAll(':scope > .page-number')].map(
      (label) => label.textContent ?? '',
    );
    // A copy of the artboard's box under another name: `.artboard` stays the artboard's own.
    const first = artboard.cloneNode(false) as HTMLElement;
    first.classList.replace('artboard', 'vp-artboard');
    first.classList.add('vp-sheet');
    first.append(page.cloneNode(true));
    stack.append(first);
    const paper = first.firstElementChild as HTMLElement;
    const printed = Number(page.dataset.sheets) || 1;
    const drawn = area > 0 ? Math.ceil((breakAsPrinted(paper, area) - 1) / area) : 1;
    const count = Math.max(printed, drawn, 1);
    const blank = first.cloneNode(true) as HTMLElement;
    for (let index = 0; index < count; index += 1) {
      const sheet = index === 0 ? first : (blank.cloneNode(true) as HTMLElement);
      (sheet.firstElementChild as HTMLElement).style.top = `${-index * area}px`;
      sheet.toggleAttribute('data-first', index === 0);
      sheet.toggleAttribute('data-last', index === count - 1);
      if (index > 0) {
        // One copy of the words for a screen reader: the first sheet's.
        sheet.setAttribute('aria-hidden', 'true');
        sheet.inert = true;
        stack.append(sheet);
      }
      const label = labels[index];
      if (label) {
        const number = document.createElement('div');
        number.className = 'vp-sheet-number';
        number.setAttribute('aria-hidden', 'true');
        number.textContent = label;
        sheet.append(number);
      }
    }
  }
}
