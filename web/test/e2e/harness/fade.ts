import { type Page } from 'puppeteer-core';

/** One moment of a fade: whether the fading layer lies over the target, and what a click there hits. */
export type FadeMoment = { over: boolean; hit: string };

export type FadeProbe = {
  /** The closing layer, as it is while it fades (`[data-state="closed"]`). */
  fading: string;
  /** What a person would click under it: a selector, and the text it holds when several match. */
  target: string;
  text?: string;
};

/**
 * Runs `close` (Escape, say) and reports each moment of the fade that follows:
 * whether the fading layer covers the middle of the target and what a click
 * there would hit (`'the button'` when the target itself). The page samples
 * itself, from the moment the layer is closed (a mutation observer) and then
 * every frame until the layer is gone, so a loaded machine's slow round trips
 * cannot miss the fade. Slow the processor first (CPU throttling) to make the
 * fade last several frames.
 */
export async function momentsOfFade(
  page: Page,
  probe: FadeProbe,
  close: () => Promise<void>,
): Promise<FadeMoment[]> {
  await page.evaluate(({ fading, target, text }) => {
    const state = window as unknown as { fadeMoments: FadeMoment[]; fadeOver: boolean };
    state.fadeMoments = [];
    state.fadeOver = false;
    const sample = (): boolean => {
      const button = [...document.querySelectorAll(target)].find(
        (element) => text === undefined || element.textContent?.includes(text),
      );
      const layer = document.querySelector(fading);
      if (!button || !layer || state.fadeMoments.length >= 200) {
        return false;
      }
      const box = button.getBoundingClientRect();
      const cover = layer.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const under = document.elementFromPoint(x, y);
      state.fadeMoments.push({
        over: x >= cover.left && x <= cover.right && y >= cover.top && y <= cover.bottom,
        hit: under && button.contains(under) ? 'the button' : (under?.outerHTML.slice(0, 80) ?? ''),
      });
      return true;
    };
    const everyFrame = () => {
      if (sample()) {
        requestAnimationFrame(everyFrame);
      } else {
        state.fadeOver = true;
      }
    };
    const observer = new MutationObserver(() => {
      if (sample()) {
        observer.disconnect();
        requestAnimationFrame(everyFrame);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  }, probe);
  await close();
  await page.waitForFunction(() => (window as unknown as { fadeOver: boolean }).fadeOver, {
    polling: 100,
    timeout: 30_000,
  });
  return page.evaluate(() => (window as unknown as { fadeMoments: FadeMoment[] }).fadeMoments);
}
