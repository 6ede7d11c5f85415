import { type ArtboardFiles } from './artboard-files';
import { type ArtboardPages, artboardPages } from './artboard-page';
import { type ChromiumPool, type ChromiumPoolOptions, startChromiumPool } from './chromium-pool';

/** A Chromium pool whose pages hold the artboard, and those pages' request logs. */
export type ArtboardPool = { pool: ChromiumPool; artboard: ArtboardPages };

/**
 * Starts a pool whose contexts open the artboard before any job needs them.
 * A page that serves several prints is also warmed by one unprinted draw of
 * the sample resume; one that serves a single print is not (the draw would
 * cost as much as the print).
 */
export async function startArtboardPool(
  files: ArtboardFiles,
  options: Omit<ChromiumPoolOptions, 'preparePage'>,
): Promise<ArtboardPool> {
  const artboard = artboardPages(files, { warmUp: (options.jobsPerContext ?? 1) > 1 });
  const pool = await startChromiumPool({ ...options, preparePage: artboard.prepare });
  return { pool, artboard };
}
