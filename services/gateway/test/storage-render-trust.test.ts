import { type RunningService, serviceCredentialHeader } from '@vitae/service-kit';
import {
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  testDataDir,
} from '@vitae/service-kit/testing';

import { type AllInOne } from '../src/all-in-one/all-in-one';
import { startTestAllInOne, startTestResume, startTestStorage } from './support/start-services';

/** What anyone who reaches a service's port can send, with the credential header as given. */
async function post(url: string, body: unknown, credential?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(credential === undefined ? {} : { [serviceCredentialHeader]: credential }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const typename = { query: '{ __typename }' };
const signKey = { key: 'users/u1/resumes/r1/h1.pdf', expiresInSeconds: 604_800 };

/** docs/quality.md#case-32: reaching a port is not enough. */
function expectRefusedWithout(
  services: () => { url: string; service: string }[],
  credential: () => string,
) {
  it('refuses every subgraph called without the service credential, or with a wrong one', async () => {
    for (const { url, service } of services()) {
      for (const given of [undefined, '', `${credential().slice(0, -1)}x`]) {
        const answer = await post(`${url}/graphql`, typename, given);
        expect({ service, given, ...answer }).toEqual({
          service,
          given,
          status: 401,
          body: {
            statusCode: 401,
            code: 'Unauthenticated',
            message: 'This endpoint answers Vitae services only',
          },
        });
      }
      expect(await post(`${url}/graphql`, typename, credential())).toEqual({
        status: 200,
        body: { data: { __typename: 'Query' } },
      });
    }
  });

  it("refuses storage's internal routes without the credential: no link signed, no file stored", async () => {
    const storage = services().find(({ service }) => service === 'storage')!;
    const signed = await post(`${storage.url}/internal/signed-urls`, signKey);
    expect(signed.status).toBe(401);
    const put = await fetch(`${storage.url}/internal/resumes/u1/r1/h1.pdf`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.7\n%%EOF\n',
    });
    expect(put.status).toBe(401);
    const found = await fetch(`${storage.url}/internal/resumes/u1/r1/h1.pdf`, {
      headers: { [serviceCredentialHeader]: credential() },
    });
    expect(found.status).toBe(404);
  });
}

describe('service trust in the all-in-one mode', () => {
  let vitae: AllInOne;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({}));
  }, 120_000);

  afterAll(() => close?.());

  const credential = () => vitae.services[0].deps.credential;

  it('generates one credential at start and gives it to every service', () => {
    expect(credential().length).toBeGreaterThanOrEqual(32);
    expect(new Set(vitae.services.map((service) => service.deps.credential))).toEqual(
      new Set([credential()]),
    );
  });

  expectRefusedWithout(() => vitae.services, credential);

  it('still answers through the gateway, which presents the credential', async () => {
    const answer = await post(`${vitae.url}/graphql`, {
      query:
        '{ authProviders templates { __typename } defaultResumeData uploadPolicy { __typename } }',
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data as object)).toHaveLength(4);
  });
});

describe('service trust with separately configured services (the cluster mode)', () => {
  const credential = 'cluster-secret-credential-0123456789abcdefghij';
  let running: RunningService[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ running, close } = await startInOrder(async (defer) => {
      const issuer = await startTestTokenIssuer();
      defer(() => issuer.close());
      const dataDir = testDataDir('vitae-trust-', defer);
      const env = async (service: string) => ({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: await testDatabaseUrl(service, defer),
        FILE_URL_SECRET: 'file-url-secret-for-this-test-0123456789',
        INTERNAL_API_TOKEN: credential,
        ...issuer.config,
      });
      const resume = await startTestResume(await env('resume'));
      defer(() => resume.close());
      const storage = await startTestStorage(await env('storage'));
      defer(() => storage.close());
      return { running: [resume, storage] };
    }));
  }, 60_000);

  afterAll(() => close?.());

  it('takes the credential from INTERNAL_API_TOKEN', () => {
    expect(running.map((service) => service.deps.credential)).toEqual([credential, credential]);
  });

  expectRefusedWithout(
    () => running,
    () => credential,
  );
});
