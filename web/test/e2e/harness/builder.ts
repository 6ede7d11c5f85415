import { type Page } from 'puppeteer-core';

/**
 * Scrolls a builder side pane to the section `id` (`typography`, `export`,
 * `experience` …) as a person scrolls to it, and waits until the section is
 * drawn: the panes draw a section's controls only as it comes near the screen
 * (docs/performance.md#the-builders-side-panes). The tab is brought to the
 * front first: one in the background is not drawn, and another test file's tab
 * in the shared browser may have come to the front.
 */
export async function scrollToSection(page: Page, id: string): Promise<void> {
  const selector = `[id="section-${id}"]`;
  await page.bringToFront();
  await page.waitForSelector(selector);
  await page.$eval(selector, (section) => section.scrollIntoView({ block: 'start' }));
  await page.waitForSelector(`${selector}:not([data-pending])`);
}
