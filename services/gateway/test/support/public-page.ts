import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';

import { testDataDir } from '@vitae/service-kit/testing';

import { Browser, newAccount } from '../identity-harness';

type Defer = Parameters<typeof testDataDir>[1];

/** A loopback server started for the test; `seen` lists the requests it got. */
export type Listening = { server: Server; url: string; seen: string[] };

export async function listening(server: Server, seen: string[]): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** A render that writes every request down and never answers: whoever asks it waits. */
export async function silentRender(defer: Defer): Promise<Listening> {
  const seen: string[] = [];
  const render = await listening(
    createServer((incoming) => {
      seen.push(`${incoming.method} ${incoming.url}`);
    }),
    seen,
  );
  defer(() => {
    render.server.closeAllConnections();
    render.server.close();
  });
  return render;
}

/** A built web app of one plain page, for the gateway's WEB_DIST. */
export function plainWebDist(prefix: string, defer: Defer): string {
  const webDist = testDataDir(prefix, defer);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Vitae</title></head><body><div id="root"></div></body></html>',
  );
  return webDist;
}

/** A newly registered person at the gateway, signed in in their own browser. */
export async function registeredOwner(gatewayUrl: string) {
  const browser = new Browser(gatewayUrl);
  const account = newAccount();
  expect((await browser.call('POST', '/api/auth/register', account)).status).toBeLessThan(300);
  return { browser, username: account.username };
}

/** The page at `path`, asked for as a browser asks for HTML. */
export const htmlPage = (browser: Browser, gatewayUrl: string, path: string) =>
  browser.fetch(`${gatewayUrl}${path}`, { headers: { accept: 'text/html' } });

/** What the public page carries for the web app to draw, or null. */
export function embeddedIn<T>(page: string): T | null {
  const json = /<script type="application\/json" id="vitae-public-resume">([^<]*)<\/script>/.exec(
    page,
  )?.[1];
  return json ? (JSON.parse(json) as T) : null;
}
