import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig, type RunningService, serviceCredentialHeader } from '@vitae/service-kit';
import { createTestDatabase, startTestTokenIssuer } from '@vitae/service-kit/testing';
import { startStorage, storageConfigSchema } from '@vitae/storage';

import { type AllInOne, startAllInOne } from '../src/all-in-one/all-in-one';

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

/** QUALITY 32: reaching a port is not enough. */
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
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitae-trust-'));
    vitae = await startAllInOne({
      PORT: '0',
      IDENTITY_PORT: '0',
      RESUME_PORT: '0',
      STORAGE_PORT: '0',
      RENDER_PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    });
  }, 120_000);

  afterAll(async () => {
    await vitae?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
  const running: RunningService[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const issuer = await startTestTokenIssuer();
    cleanups.push(() => issuer.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'vitae-trust-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = async (service: string) => {
      const database = await createTestDatabase(service);
      cleanups.push(() => database.drop());
      return {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        FILE_URL_SECRET: 'file-url-secret-for-this-test-0123456789',
        INTERNAL_API_TOKEN: credential,
        ...issuer.config,
      };
    };
    running.push(await startResume(loadConfig(resumeConfigSchema, await env('resume'))));
    running.push(await startStorage(loadConfig(storageConfigSchema, await env('storage'))));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map((service) => service.close()));
    for (const cleanup of cleanups.reverse()) {
      await cleanup();
    }
  });

  it('takes the credential from INTERNAL_API_TOKEN', () => {
    expect(running.map((service) => service.deps.credential)).toEqual([credential, credential]);
  });

  expectRefusedWithout(
    () => running,
    () => credential,
  );
});
