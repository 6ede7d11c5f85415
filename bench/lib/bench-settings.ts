// The benchmarks' settings from the environment, and their smoke mode.
//
// BENCH_SMOKE=1 runs a benchmark as a smoke: the same code with small counts
// and short durations, so it completes in seconds and prints every figure it
// prints in a full run (the figures mean nothing then). `make test` runs each
// benchmark so (bench/test, docs/testing.md). A variable set explicitly wins
// over both defaults.

/** Whether this run is a smoke (BENCH_SMOKE=1). */
export const smoke = process.env.BENCH_SMOKE === '1';

/**
 * A positive number from the variable `name`, else `full` (or `smokeValue` in
 * a smoke run). Throws, naming the variable, when it is set to anything else.
 */
export function numberSetting(name: string, full: number, smokeValue: number): number {
  const given = process.env[name];
  if (given === undefined || given === '') {
    return smoke ? smokeValue : full;
  }
  const value = Number(given);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, not "${given}"`);
  }
  return value;
}

/** A comma-separated list from the variable `name`, else `full` (or `smokeValue` in a smoke run). */
export function listSetting(name: string, full: string, smokeValue: string): string[] {
  const given = process.env[name];
  const text = given === undefined || given === '' ? (smoke ? smokeValue : full) : given;
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
