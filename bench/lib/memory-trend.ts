// Resident memory sampled along a run of jobs, and whether it keeps growing.
import { percentile } from './level-runner';

/** One sample: how many jobs had finished, and the resident memory then (bytes). */
export type MemorySample = { jobs: number; rss: number };

const mebibyte = 1024 * 1024;

/**
 * The median memory of the samples taken while the finished jobs were between
 * `from` and `to`; when none fell there (a short run), the sample nearest
 * their middle.
 */
export function levelBetween(samples: MemorySample[], from: number, to: number): number {
  const inside = samples.filter((sample) => sample.jobs >= from && sample.jobs <= to);
  if (inside.length > 0) {
    return percentile(
      inside.map((sample) => sample.rss),
      50,
    );
  }
  const middle = (from + to) / 2;
  const nearest = samples.reduce((a, b) =>
    Math.abs(b.jobs - middle) < Math.abs(a.jobs - middle) ? b : a,
  );
  return nearest.rss;
}

/** The least-squares slope of memory over finished jobs, in MiB per 100 jobs (NaN below 2 points). */
export function slopePer100Jobs(samples: MemorySample[]): number {
  const n = samples.length;
  const meanJobs = samples.reduce((sum, sample) => sum + sample.jobs, 0) / n;
  const meanMiB = samples.reduce((sum, sample) => sum + sample.rss / mebibyte, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.jobs - meanJobs) * (sample.rss / mebibyte - meanMiB);
    variance += (sample.jobs - meanJobs) ** 2;
  }
  return variance === 0 ? Number.NaN : (covariance / variance) * 100;
}

/** The figures of a memory trend over `jobs` jobs, and its verdict. */
export type MemoryTrend = {
  first: number;
  middle: number;
  last: number;
  peak: number;
  /** MiB per 100 jobs over the second half (least squares; shown, not judged). */
  slope: number;
  /** The third quarter's median to the fourth's, in MiB: the growth judged. */
  growthMiB: number;
  /** The most growth called bounded, in MiB: `allowed` of the level at mid-run. */
  thresholdMiB: number;
  samplesInSecondHalf: number;
  verdict: 'bounded' | 'growing' | 'too short to judge';
};

/**
 * Memory at the first 10 % of the jobs, in the middle (45 to 55 %) and in the
 * last 10 %, its peak, and the slope over the second half. The verdict
 * compares the medians of the third and the fourth quarter of the jobs: it is
 * "bounded" when the fourth is less than `allowed` (a fraction) of the mid-run
 * level above the third. A quarter of a long run spans whole cycles of what
 * render renews (Chromium every 1,500 prints, a browser context every 1,000), so
 * their medians are level with each other unless memory really grows; a
 * slope over such a saw-tooth depends on where its teeth fall. Over a second
 * half shorter than `minJobs` jobs or `minSamples` samples, one Chromium's ups
 * and downs outweigh any trend: no verdict.
 */
export function memoryTrend(
  samples: MemorySample[],
  jobs: number,
  {
    allowed = 0.05,
    minJobs = 100,
    minSamples = 10,
  }: { allowed?: number; minJobs?: number; minSamples?: number } = {},
): MemoryTrend {
  const middle = levelBetween(samples, 0.45 * jobs, 0.55 * jobs);
  const secondHalf = samples.filter((sample) => sample.jobs >= jobs / 2);
  const slope = slopePer100Jobs(secondHalf);
  const growthMiB =
    (levelBetween(samples, 0.75 * jobs, jobs) - levelBetween(samples, 0.5 * jobs, 0.75 * jobs)) /
    mebibyte;
  const thresholdMiB = (allowed * middle) / mebibyte;
  const enough = jobs / 2 >= minJobs && secondHalf.length >= minSamples;
  return {
    first: levelBetween(samples, 0, 0.1 * jobs),
    middle,
    last: levelBetween(samples, 0.9 * jobs, jobs),
    peak: Math.max(...samples.map((sample) => sample.rss)),
    slope,
    growthMiB,
    thresholdMiB,
    samplesInSecondHalf: secondHalf.length,
    verdict: !enough ? 'too short to judge' : growthMiB < thresholdMiB ? 'bounded' : 'growing',
  };
}
