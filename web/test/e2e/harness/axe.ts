import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Page } from 'puppeteer-core';

import { repoRoot } from './app';

/** One rule axe-core found broken, with the elements that break it. */
export type AxeViolation = {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary: string }[];
};

let axeSource: string | undefined;

type AxeResult = {
  violations: (Omit<AxeViolation, 'impact'> & { impact?: string | null })[];
};

/**
 * Runs axe-core (node_modules/axe-core/axe.min.js) on the page as it is now and
 * returns the violations of impact serious or critical, with `summary` listing
 * them readably ('' when there are none).
 */
export async function seriousViolations(
  page: Page,
): Promise<{ violations: AxeViolation[]; summary: string }> {
  axeSource ??= readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // Evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
  // Colours read mid-fade (a dialog opening, a button's hover transition) are
  // neither the start nor the end state: let running animations finish first.
  // Endless ones (spinners) are left out, and the wait is bounded.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]).then(
      () => undefined,
    );
  });
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) {
    await page.evaluate(axeSource);
  }
  const result = (await page.evaluate(() =>
    (
      window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  )) as AxeResult;
  const violations = result.violations.filter(
    (violation): violation is AxeViolation =>
      violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = violations
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `  at ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n    ${node.failureSummary
                .split('\n')
                .join('\n    ')}`,
          ),
        ...(violation.nodes.length > 5 ? [`  and ${violation.nodes.length - 5} more`] : []),
      ].join('\n'),
    )
    .join('\n');
  return { violations, summary };
}

/** Fails, naming every serious or critical axe-core violation, unless `screenName` has none. */
export async function expectAccessible(page: Page, screenName: string): Promise<void> {
  const { violations, summary } = await seriousViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `${screenName} (${page.url()}) has ${violations.length} serious or critical accessibility violation(s):\n${summary}`,
    );
  }
}
