import { type RunningService } from '@vitae/service-kit';
import { startInOrder, testDataDir } from '@vitae/service-kit/testing';

import { PrivateNatsServer } from '../../../packages/service-kit/test/bus/private-nats-server';
import { type AllInOne } from '../src/all-in-one/all-in-one';
import { Browser, newAccount } from './identity-harness';
import { startTestAllInOne, startTestStorage } from './support/start-services';

// Every service, argon2 and Chromium's start on a shared two-core machine.
jest.setTimeout(60_000);

/** A real 1x1 PNG: storage decodes uploads, so the picture must be a valid image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** How a browser's access cookie fares at each service: the status of one signed-in call to each. */
type Answers = { identity: number; resume: number; storage: number };

/** The access cookie alone, as a thief who copied it would send it. */
function accessCookieOf(browser: Browser): string {
  const access = browser.cookies.get('vitae_access');
  expect(access).toBeDefined();
  return `vitae_access=${access!.value}`;
}

/** One signed-in read of identity and resume through the gateway, and one picture upload to `storageUrl`. */
async function answersFor(
  gatewayUrl: string,
  storageUrl: string,
  cookie: string,
): Promise<Answers> {
  const read = async (path: string) =>
    (await fetch(`${gatewayUrl}${path}`, { headers: { cookie, accept: 'application/json' } }))
      .status;
  const form = new FormData();
  form.append('file', new Blob([onePixelPng], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${storageUrl}/api/storage/image`, {
    method: 'PUT',
    headers: { cookie },
    body: form,
  });
  await upload.arrayBuffer();
  return {
    identity: await read('/api/user/me'),
    resume: await read('/api/resume'),
    storage: upload.status,
  };
}

const accepted: Answers = { identity: 200, resume: 200, storage: 200 };
const refused: Answers = { identity: 401, resume: 401, storage: 401 };

/**
 * Asks until the answers are `wanted` or `withinMs` passed: the revocation
 * travels as an event, so "at once" means within its delivery, not a token's
 * remaining lifetime (15 minutes).
 */
async function answersWithin(
  ask: () => Promise<Answers>,
  wanted: Answers,
  withinMs = 5_000,
): Promise<Answers> {
  const deadline = Date.now() + withinMs;
  let answers = await ask();
  while (JSON.stringify(answers) !== JSON.stringify(wanted) && Date.now() < deadline) {
    answers = await ask();
  }
  return answers;
}

const modes = [
  { name: 'all-in-one, embedded database and in-process bus', postgres: false },
  { name: 'all-in-one, PostgreSQL and NATS JetStream', postgres: true },
];

describe.each(modes)('quality: an ended session is refused at once ($name)', ({ postgres }) => {
  let nats: PrivateNatsServer | undefined;
  let vitae: AllInOne;
  let close: (() => Promise<void>) | undefined;
  let identity: RunningService;
  let storage: RunningService;

  beforeAll(async () => {
    nats = postgres ? await PrivateNatsServer.start() : undefined;
    ({ vitae, close } = await startTestAllInOne(
      { RATE_LIMIT_SCALE: '1000', NATS_URL: nats?.url },
      { postgres },
    ));
    identity = vitae.services.find((service) => service.service === 'identity')!;
    storage = vitae.services.find((service) => service.service === 'storage')!;
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await nats?.stop();
  });

  const answersOf = (cookie: string) => () => answersFor(vitae.url, storage.url, cookie);

  async function signedUp(): Promise<{ browser: Browser; account: ReturnType<typeof newAccount> }> {
    const browser = new Browser(vitae.url);
    const account = newAccount();
    expect((await browser.call('POST', '/api/auth/register', account)).status).toBe(201);
    return { browser, account };
  }

  it('logout: the copied access cookie is refused by identity, resume and storage', async () => {
    const { browser } = await signedUp();
    const bystander = await signedUp();
    const copied = accessCookieOf(browser);
    expect(await answersOf(copied)()).toEqual(accepted);

    expect((await browser.call('POST', '/api/auth/logout')).status).toBe(200);

    expect(await answersWithin(answersOf(copied), refused)).toEqual(refused);
    // Someone else's session is untouched.
    expect(await answersOf(accessCookieOf(bystander.browser))()).toEqual(accepted);
  });

  it('password change: the other sessions end, the browser that changed it stays signed in', async () => {
    const { browser, account } = await signedUp();
    const laptop = new Browser(vitae.url);
    const signedIn = await laptop.call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(signedIn.status).toBe(200);
    const laptopCookie = accessCookieOf(laptop);
    const before = accessCookieOf(browser);

    const changed = await browser.call('PATCH', '/api/auth/password', {
      password: 'another horse battery',
      currentPassword: account.password,
    });
    expect(changed.status).toBe(200);

    expect(await answersWithin(answersOf(laptopCookie), refused)).toEqual(refused);
    // The browser's own earlier token ended with its session; the fresh cookie it got works.
    expect(await answersWithin(answersOf(before), refused)).toEqual(refused);
    expect(await answersOf(accessCookieOf(browser))()).toEqual(accepted);
  });

  it('a reused refresh token: the whole family ends, the current access cookie too', async () => {
    const { browser } = await signedUp();
    const thief = browser.clone();
    expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
    const current = accessCookieOf(browser);
    expect(await answersOf(current)()).toEqual(accepted);

    // The thief presents the refresh token the browser has already used.
    expect((await thief.call('POST', '/api/auth/refresh')).status).toBe(401);

    expect(await answersWithin(answersOf(current), refused)).toEqual(refused);
  });

  it('account deletion: the copied access cookie is refused everywhere', async () => {
    const { browser } = await signedUp();
    const copied = accessCookieOf(browser);
    expect((await browser.call('DELETE', '/api/user/me')).status).toBe(200);
    expect(await answersWithin(answersOf(copied), refused)).toEqual(refused);
  });

  it('a service started after the logout refuses the token from its first request', async () => {
    const { browser } = await signedUp();
    const bystander = await signedUp();
    const copied = accessCookieOf(browser);
    expect((await browser.call('POST', '/api/auth/logout')).status).toBe(200);
    // Wait until the revocation is out: the running storage refuses the token.
    expect(await answersWithin(answersOf(copied), refused)).toEqual(refused);

    // Its own embedded database; the bus is the one the others use (NATS, or this process's).
    const late = await startInOrder(async (defer) => {
      const service = await startTestStorage({
        DATA_DIR: testDataDir('vitae-late-storage-', defer),
        NATS_URL: nats?.url,
        JWKS_URL: `${identity.url}/.well-known/jwks.json`,
      });
      defer(() => service.close());
      return { url: service.url };
    });
    try {
      const upload = (cookie: string) => answersFor(vitae.url, late.url, cookie);
      expect((await upload(copied)).storage).toBe(401);
      expect((await upload(accessCookieOf(bystander.browser))).storage).toBe(200);
    } finally {
      await late.close();
    }
  });
});
