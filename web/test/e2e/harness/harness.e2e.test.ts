// The harness's own promises, checked without the app where they can be: the
// helpers other browser tests build on must fail when the thing they look for
// is not there, or those tests could not fail either.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { createTransport } from 'nodemailer';
import { type Browser, type Page } from 'puppeteer-core';

import { expectAccessible } from './axe';
import {
  clickByRole,
  closePage,
  fillByLabel,
  launchBrowser,
  openPage,
  pageErrors,
  waitForText,
  waitForUrl,
} from './browser';
import { startMailbox } from './mailbox';
import { parseMessage } from './mime';
import { startOidcProvider } from './oidc';
import { totp, totpForStep, totpSequence, totpStep } from './totp';

jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('totp', () => {
  // RFC 6238 appendix B, SHA-1 (the 8-digit codes' last 6 digits).
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totp(rfcSecret, seconds * 1000)).toBe(code);
  });

  it('reads the secret of an otpauth link', () => {
    const link = `otpauth://totp/Vitae:ada%40example.org?secret=${rfcSecret}&issuer=Vitae`;
    expect(totp(link, 59_000)).toBe('287082');
  });

  it('gives codes of later steps in a sequence, each usable once', async () => {
    const sequence = totpSequence(rfcSecret);
    const before = totpStep();
    const first = await sequence.next();
    const second = await sequence.next();
    // The clock may pass a step boundary between the calls.
    const step = [before, before + 1].find(
      (candidate) => totpForStep(rfcSecret, candidate) === first,
    );
    expect(step).toBeDefined();
    expect(second).toBe(totpForStep(rfcSecret, step! + 1));
  });
});

describe('mailbox', () => {
  it('returns each mail once, the ones that arrived before the call included, parsed', async () => {
    const mailbox = await startMailbox();
    const transport = createTransport(mailbox.smtpUrl);
    try {
      const long = `http://127.0.0.1:3000/auth/reset-password?token=${'x'.repeat(120)}`;
      await transport.sendMail({
        from: 'Vitae <noreply@localhost>',
        to: 'Ada@Example.org',
        subject: 'Réinitialisez votre mot de passe',
        text: `Open this link:\n\n${long}\n`,
        html: `<p>Open <a href="${long}&amp;lang=fr">the link</a></p>`,
      });
      const waiting = mailbox.next({ to: 'ada@example.org', subject: /^Second/ });
      await transport.sendMail({
        from: 'a@b.c',
        to: 'ada@example.org',
        subject: 'Second mail',
        text: 'Hi',
      });

      const first = await mailbox.next({ to: 'ADA@example.org', subject: 'mot de passe' });
      expect(first).toMatchObject({
        to: 'ada@example.org',
        subject: 'Réinitialisez votre mot de passe',
        links: [long, `${long}&lang=fr`],
      });
      expect(first.text).toContain('Open this link:');
      expect(first.html).toContain('<a href=');
      expect((await waiting).subject).toBe('Second mail');
      await expect(mailbox.next({ to: 'ada@example.org', timeoutMs: 200 })).rejects.toThrow(
        /No mail to ada@example.org arrived within 200 ms. Received:\n {2}to ada@example.org: Réinit/,
      );
    } finally {
      transport.close();
      await mailbox.close();
    }
  });
});

describe('parseMessage', () => {
  it('reads nested multiparts, base64 and quoted-printable parts, another charset and encoded words', async () => {
    const html = Buffer.from(
      '<p>Öffne <a href="https://vitae.example/a?b=1&amp;c=2">den Link</a></p>',
    );
    const raw = Buffer.from(
      [
        'From: Vitae <noreply@vitae.example>',
        'To: ada@example.org',
        'Subject: =?UTF-8?B?QmVzdMOkdGln?=',
        '  =?ISO-8859-1?Q?e_deine_E-Mail?=',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain; charset=ISO-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '=D6ffne https://vitae.example/a?b=3D1&c=3D2 in einem Brow=',
        'ser.',
        '--inner',
        'Content-Type: text/html; charset=UTF-8',
        'Content-Transfer-Encoding: base64',
        '',
        html.toString('base64'),
        '--inner--',
        '--outer--',
        '',
      ].join('\r\n'),
      'latin1',
    );
    expect(await parseMessage(raw)).toEqual({
      subject: 'Bestätige deine E-Mail',
      text: 'Öffne https://vitae.example/a?b=1&c=2 in einem Browser.',
      html: html.toString('utf8'),
    });
  });
});

describe('browser helpers', () => {
  const form = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Form</title></head><body><main>
    <h1>Sign in</h1>
    <label for="email">Email</label><input id="email" type="email" value="old@example.org">
    <label>Password <input type="password" name="password"></label>
    <button type="button" disabled>Disabled</button>
    <button type="button" onclick="history.pushState({}, '', '/done?ok=1'); document.querySelector('output').textContent = document.getElementById('email').value + ' ' + keys">Continue</button>
    <output></output>
    <script>let keys = 0; addEventListener('keydown', () => keys++);</script>
  </main></body></html>`;

  // Served over HTTP: about:blank cannot change its address.
  let server: Server;
  let formUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/missing') {
        response.writeHead(404).end();
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end(form);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    formUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/form`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('types into fields by their labels and clicks controls by role and name', async () => {
    const page = await openPage(browser, formUrl);
    try {
      await fillByLabel(page, 'Email', 'ada@example.org');
      await fillByLabel(page, 'Password', 'secret');
      await clickByRole(page, 'button', 'Continue');
      await waitForUrl(page, '/done');
      await waitForUrl(page, /^\/done\?ok=1$/);
      // Typed key by key: 15 + 6 characters, and the select-all and backspace that cleared the old value.
      await waitForText(page, /ada@example\.org 2[45]/);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('fails when the text, the address or the control is not there', async () => {
    const page = await openPage(browser, 'about:blank');
    page.setDefaultTimeout(500);
    try {
      await page.setContent(form);
      await expect(waitForText(page, 'Welcome', { timeoutMs: 300 })).rejects.toThrow(
        /did not show Welcome within 300 ms[\s\S]*It shows:\nSign in/,
      );
      await expect(waitForUrl(page, '/elsewhere', { timeoutMs: 300 })).rejects.toThrow(
        /not \/elsewhere/,
      );
      await expect(clickByRole(page, 'button', 'Disabled')).rejects.toThrow();
      await expect(clickByRole(page, 'link', 'Continue')).rejects.toThrow();
    } finally {
      await closePage(page);
    }
  });

  it('collects uncaught exceptions and console errors, but not HTTP error statuses', async () => {
    const page = await openPage(browser, formUrl);
    try {
      const status = await page.evaluate(async () => {
        const response = await fetch('/missing');
        console.error('rendering failed');
        setTimeout(() => {
          throw new Error('boom');
        });
        return response.status;
      });
      expect(status).toBe(404);
      await waitForErrors(page, 2);
      expect(pageErrors(page)).toEqual([
        'console error: rendering failed',
        expect.stringMatching(/^page error: .*boom/),
      ]);
    } finally {
      await closePage(page);
    }
  });

  it('emulates a phone at 390 px in dark mode', async () => {
    const page = await openPage(browser, formUrl, { width: 390, colorScheme: 'dark' });
    try {
      const seen = await page.evaluate(() => ({
        width: innerWidth,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        touch: matchMedia('(pointer: coarse)').matches,
      }));
      expect(seen).toEqual({ width: 390, dark: true, touch: true });
    } finally {
      await closePage(page);
    }
  });
});

async function waitForErrors(page: Parameters<typeof pageErrors>[0], count: number) {
  for (let tries = 0; pageErrors(page).length < count && tries < 100; tries += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

describe('axe', () => {
  it('names the serious violations of a screen', async () => {
    const page = await openPage(browser, 'about:blank');
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Bad</title></head><body><main><button></button></main></body></html>',
      );
      await expect(expectAccessible(page, 'the bad screen')).rejects.toThrow(
        /the bad screen .* 1 serious or critical accessibility violation\(s\):\n\[critical\] button-name: /,
      );
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Good</title></head><body><main><h1>Hi</h1><button>Save</button></main></body></html>',
      );
      await expectAccessible(page, 'the good screen');
    } finally {
      await closePage(page);
    }
  });
});

/** The query of the address a navigation to `url` ends up redirected to (which starts with `prefix`). */
/**
 * The OIDC client's side of the redirects: a loopback server that answers every
 * request and keeps its address, so the test waits for what the provider sent
 * Chromium to, as received, rather than for a request event to a closed port.
 */
async function startClient(): Promise<{
  url: string;
  next(path: string, page: Page): Promise<URLSearchParams>;
  close(): Promise<void>;
}> {
  const received: URL[] = [];
  const server = createServer((request, response) => {
    received.push(new URL(request.url ?? '/', 'http://client.invalid'));
    response.writeHead(200, { 'content-type': 'text/plain' }).end('back at the client');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The first request to `path` not yet taken, within 30 s.
    async next(path, page) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const index = received.findIndex((url) => url.pathname === path);
        if (index >= 0) {
          return received.splice(index, 1)[0].searchParams;
        }
        if (Date.now() > deadline) {
          throw new Error(`The client got no request to ${path}; the page is at ${page.url()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('OIDC provider', () => {
  it('signs a person in with PKCE, issues a JWT access token for the client and signs out at once, Keycloak style', async () => {
    const client = await startClient();
    const redirectUri = `${client.url}/callback`;
    const signedOutUri = `${client.url}/signed-out`;
    const oidc = await startOidcProvider({
      clients: [
        {
          client_id: 'vitae-web',
          token_endpoint_auth_method: 'none',
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [signedOutUri],
        },
      ],
      accounts: { grace: { email: 'grace@example.org', name: 'Grace Hopper' } },
    });
    /** Where the provider sends Chromium from `url`: the parameters the client receives at `path`. */
    const redirectOf = async (page: Page, url: string, path: string) => {
      // A page that forwards at once (the logout form) may abort goto's wait for load.
      await page.goto(url).catch(() => undefined);
      return client.next(path, page);
    };
    const page = await openPage(browser, 'about:blank');
    try {
      const verifier = randomBytes(32).toString('base64url');
      const authorize = new URL(`${oidc.issuer}/auth`);
      authorize.search = new URLSearchParams({
        client_id: 'vitae-web',
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: 'state-1',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      await page.goto(authorize.toString());
      await fillByLabel(page, 'Enter any login', 'grace');
      await fillByLabel(page, 'and password', 'anything');
      await clickByRole(page, 'button', 'Sign-in');
      const returned = await client.next('/callback', page);
      expect(returned.get('state')).toBe('state-1');

      const response = await fetch(`${oidc.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'vitae-web',
          code: returned.get('code') ?? '',
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      const tokens = (await response.json()) as { access_token: string; id_token: string };
      expect(response.status).toBe(200);
      const [header, payload] = tokens.access_token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as object);
      expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      expect(payload).toMatchObject({
        iss: oidc.issuer,
        aud: 'vitae-web',
        client_id: 'vitae-web',
        sub: 'grace',
        email: 'grace@example.org',
        email_verified: true,
        name: 'Grace Hopper',
        preferred_username: 'grace',
      });
      expect(tokens.id_token.split('.')).toHaveLength(3);

      // check-sso: a silent request (prompt=none) gets a code while the realm session lives.
      authorize.searchParams.set('prompt', 'none');
      expect((await redirectOf(page, authorize.toString(), '/callback')).has('code')).toBe(true);

      // Logout ends the realm session at once, without a confirmation to click.
      const endSession = new URL(`${oidc.issuer}/session/end`);
      endSession.search = new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: signedOutUri,
      }).toString();
      await redirectOf(page, endSession.toString(), '/signed-out');
      const silent = await redirectOf(page, authorize.toString(), '/callback');
      expect(silent.get('error')).toBe('login_required');
    } finally {
      await closePage(page);
      await oidc.close();
      await client.close();
    }
  });
});
