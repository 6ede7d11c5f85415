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
    for (const route of routes) {
      const escaped = route.replace(/[/{}]/g, '\\$&');
      expect(
        linesMatching(run.output, new RegExp(`^${escaped} +[\\d.]+ kB +\\d+ +\\d+ ms +\\d+ ms`)),
      ).toHaveLength(1);
    }
  });
});
