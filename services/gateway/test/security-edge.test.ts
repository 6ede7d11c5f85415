import { connect } from 'node:net';

import { type RunningGateway } from '../src/app';
import { call, type ResumeStack, startResumeStack } from './resume-harness';

jest.setTimeout(60_000);

const appOrigin = 'https://vitae.example.org';

/** The service credential production mode asks of every service. */
const credential = { INTERNAL_API_TOKEN: 'edge-test-credential-of-at-least-32-characters' };

/**
 * The gateway's edge against cross-site writes, costly GraphQL documents and
 * slow bodies (docs/architecture.md#the-edge, docs/quality.md#case-30): resume on real Postgres behind a
 * production-mode gateway whose PUBLIC_URL is `appOrigin`.
 */
describe('the gateway edge', () => {
  let stack: ResumeStack;
  let gateway: RunningGateway;
  let headers: Record<string, string>;
  let resumeId: string;

  beforeAll(async () => {
    stack = await startResumeStack(credential, {
      NODE_ENV: 'production',
      PUBLIC_URL: `${appOrigin}/`,
      REQUEST_BODY_TIMEOUT_MS: '500',
      ...credential,
    });
    gateway = stack.gateway;
    headers = await stack.issuer.headers('0b7f3a3e-8d1c-4d47-9a8f-3d5c2e1f0a11');
    const created = await call<{ id: string }>(`${gateway.url}/api/resume`, 'POST', headers, {
      title: 'Mine',
      slug: 'mine',
    });
    expect(created.status).toBe(201);
    resumeId = created.body.id;
  });

  afterAll(() => stack?.close());

  async function titleNow(): Promise<string> {
    const answer = await call<{ title: string }>(
      `${gateway.url}/api/resume/${resumeId}`,
      'GET',
      headers,
    );
    return answer.body.title;
  }

  describe('cross-site writes', () => {
    it('refuses a REST write from another origin and changes nothing', async () => {
      for (const origin of [
        'https://evil.example',
        'null',
        'https://vitae.example.org.evil.example',
      ]) {
        const answer = await call(
          `${gateway.url}/api/resume/${resumeId}`,
          'PATCH',
          { ...headers, origin },
          {
            title: 'Hijacked',
          },
        );
        expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
      const deleted = await call(`${gateway.url}/api/resume/${resumeId}`, 'DELETE', {
        ...headers,
        origin: 'https://evil.example',
      });
      expect(deleted.status).toBe(403);
      expect(await titleNow()).toBe('Mine');
    });

    it('refuses a GraphQL mutation from another origin', async () => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { updateResume(id: "${resumeId}", input: { title: "Hijacked" }) { id } }`,
        }),
      });
      expect(response.status).toBe(403);
      expect(await titleNow()).toBe('Mine');
    });

    it("accepts writes from the app's own origin and from clients that send no Origin", async () => {
      const own = await call(
        `${gateway.url}/api/resume/${resumeId}`,
        'PATCH',
        { ...headers, origin: appOrigin },
        {
          title: 'From the app',
        },
      );
      expect(own.status).toBe(200);
      const client = await call(`${gateway.url}/api/resume/${resumeId}`, 'PATCH', headers, {
        title: 'Mine',
      });
      expect(client.status).toBe(200);
      expect(await titleNow()).toBe('Mine');
    });

    it('refuses a simple cross-site GraphQL request without a preflight header (CSRF prevention)', async () => {
      const form = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: JSON.stringify({ query: `mutation { deleteResume(id: "${resumeId}") { id } }` }),
      });
      expect(form.status).toBe(400);
      const get = await fetch(
        `${gateway.url}/graphql?query=${encodeURIComponent('{ resumes { id } }')}`,
        {
          headers,
        },
      );
      expect(get.status).toBe(400);
      expect(await get.text()).toMatch(/CSRF/);
      expect(await titleNow()).toBe('Mine');
    });
  });

  describe('impossible public addresses', () => {
    it('answers a control character in a public address as not found, and an overlong one as too long', async () => {
      for (const path of [
        '/api/resume/public/someone/cv%00',
        '/api/resume/public/some%07one/cv',
        '/api/resume/public/someone/cv%00/print',
      ]) {
        const answer = await call(`${gateway.url}${path}`, 'GET');
        expect(answer).toMatchObject({ status: 404, body: { code: 'ResumeNotFound' } });
      }
      // A path parameter longer than 100 characters is refused by the router itself.
      const overlong = await call(
        `${gateway.url}/api/resume/public/someone/${'x'.repeat(300)}`,
        'GET',
      );
      expect(overlong.status).toBe(414);
    });
  });

  describe('GraphQL limits', () => {
    async function graph(query: string) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
      };
    }

    it('refuses 20,000 aliases of __typename', async () => {
      const aliases = Array.from({ length: 20_000 }, (_, index) => `a${index}: __typename`).join(
        ' ',
      );
      const answer = await graph(`{ ${aliases} }`);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(/tokens/i);
    });

    it('refuses more aliases than the limit even when the document is short', async () => {
      const aliases = Array.from({ length: 60 }, (_, index) => `r${index}: resumes { id }`).join(
        ' ',
      );
      const answer = await graph(`{ ${aliases} }`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/aliases/);
    });

    it('still answers an ordinary query with a few aliases', async () => {
      const answer = await graph('{ mine: resumes { id } again: resumes { title } }');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        mine: [{ id: resumeId }],
        again: [{ title: 'Mine' }],
      });
    });

    it('has introspection off in production mode', async () => {
      const answer = await graph('{ __schema { queryType { name } } }');
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
    });
  });

  describe('slow bodies', () => {
    it('drops a client sending a JSON body a byte at a time, and keeps serving others', async () => {
      const url = new URL(gateway.url);
      const body = JSON.stringify({ title: 'Trickled in' });
      const socket = connect(Number(url.port), url.hostname);
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        `PATCH /api/resume/${resumeId} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `authorization: ${headers.authorization}\r\ncontent-type: application/json\r\n` +
          `content-length: ${body.length}\r\n\r\n`,
      );
      let sent = 0;
      // One byte each tick until the gateway hangs up; the body would need
      // far longer than the gateway's 500 ms to arrive this way.
      const trickle = setInterval(() => {
        if (sent < body.length - 1 && !socket.destroyed) {
          socket.write(body[sent]);
          sent += 1;
        }
      }, 100);
      await closed;
      clearInterval(trickle);
      const answer = Buffer.concat(received).toString();
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toMatch(/RequestTimedOut/);
      expect(sent).toBeLessThan(body.length - 1);
      expect(await titleNow()).toBe('Mine');
    });
  });
});
