/**
 * For an artboard test in jsdom: jsdom's CSS parser does not know `@page`
 * margin boxes (Chromium does: the print tests), and says so on
 * console.error for every stylesheet holding one. Those lines are dropped for
 * the file's tests; any other console error still shows.
 */
export function quietPageCssErrors(): void {
  const consoleError = console.error;
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Could not parse CSS stylesheet')) {
        consoleError(...args);
      }
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
