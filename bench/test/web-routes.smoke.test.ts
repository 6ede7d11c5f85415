// `make bench-web` as a smoke: what each web route downloads and when it draws,
// with the landing's and public page's byte budgets judged (docs/performance.md, "Web app").
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-web (the web routes), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-web', 240_000);
  }, 250_000);

  it('completes within the byte budgets', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed =
      run.output.includes('Web routes, median of 1 cold loads') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints every route with its JavaScript, files and times', () => {
    const routes = [
      '/',
      '/auth/login',
      '/auth/register',
      '/dashboard/resumes',
      '/dashboard/settings',
      'public',
      '/builder/{id}',
    ];
    const missing = routes.filter((route) => {
      const escaped = route.replace(/[/{}]/g, '\\$&');
      const pattern = new RegExp(`^${escaped} +[\\d.]+ kB +\\d+ +\\d+ ms +\\d+ ms`);
      return linesMatching(run.output, pattern).length !== 1;
    });
    // A route missing or with a figure that is not a number shows the table printed.
    const start = run.output.indexOf('Web routes, median of');
    const table = start >= 0 ? run.output.slice(start) : run.output.slice(-3000);
    expect({ missing, table: missing.length > 0 ? table : '' }).toEqual({ missing: [], table: '' });
  });
});
