import { type Browser, type Page } from 'puppeteer-core';

/** An artboard page opened by {@link openArtboard}, with the requests it was refused. */
export type ArtboardSession = { page: Page; blocked: string[] };

export declare const chromiumArgs: string[];
export declare function assertBuilt(distDir: string): void;
export declare function serveDist(
  distDir: string,
): Promise<{ url: string; close: () => Promise<void> }>;
export declare function launchChromium(): Promise<Browser>;
export declare function openArtboard(
  browser: Browser,
  baseUrl: string,
  path?: string,
): Promise<ArtboardSession>;
export declare function renderResume(session: ArtboardSession, data: unknown): Promise<number>;
export declare function renderLetter(session: ArtboardSession, data: unknown): Promise<number>;
export declare function printPdf(session: ArtboardSession): Promise<Uint8Array>;
export declare function screenshotFirstPage(
  session: ArtboardSession,
  type?: 'png' | 'jpeg',
): Promise<Uint8Array>;
/** What {@link artboardForTests} holds while a test file's tests run. */
export type ArtboardForTests = {
  server: { url: string; close: () => Promise<void> };
  browser: Browser;
  session: ArtboardSession;
  scratch: string;
};
export declare function artboardForTests(distDir: string, scratchPrefix: string): ArtboardForTests;
