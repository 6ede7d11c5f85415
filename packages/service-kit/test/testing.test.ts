import { Client } from 'pg';
import { z } from 'zod';

import { authConfigShape, createJwtVerifier, jwtVerifierOptions } from '../src/auth';
import { loadConfig } from '../src/config';
import { createTestDatabase, startTestTokenIssuer, uniqueName } from '../src/testing';

describe('uniqueName', () => {
  it('makes distinct names safe for databases and streams', () => {
    const a = uniqueName('Resume-Events');
    const b = uniqueName('Resume-Events');
    expect(a).toMatch(new RegExp(`^resume_events_${process.pid}_[0-9a-f]{8}$`));
    expect(a).not.toBe(b);
  });
});

describe('createTestDatabase', () => {
  it('creates a database and drops it even while a connection is still open', async () => {
    const database = await createTestDatabase('kit_helper');
    const client = new Client({ connectionString: database.url });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    expect(database.url).toContain(`/${rows[0].name}`);

    await database.drop();

    await expect(client.query('SELECT 1')).rejects.toThrow();
    await client.end().catch(() => undefined);
    const admin = new Client({
      connectionString: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        rows[0].name,
      ]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});

describe('startTestTokenIssuer', () => {
  it('signs tokens that a service verifier built from its config accepts', async () => {
    const issuer = await startTestTokenIssuer();
    try {
      const verifier = createJwtVerifier(jwtVerifierOptions(issuer.config));
      const claims = await verifier.verify(
        await issuer.sign('user-7', { scopes: ['resumes'], sessionId: 's1' }),
      );
      expect(claims).toMatchObject({ sub: 'user-7', scopes: ['resumes'], sid: 's1' });
      await expect(
        verifier.verify(await issuer.sign('user-7', { expiresIn: '-1m' })),
      ).rejects.toMatchObject({
        reason: 'expired',
      });
    } finally {
      await issuer.close();
    }
  });
});

describe('authConfigShape', () => {
  it('defaults to identity on its all-in-one port and names a bad JWKS_URL', () => {
    const schema = z.object(authConfigShape);
    expect(loadConfig(schema, {})).toEqual({
      JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json',
      JWT_ISSUER: 'vitae',
      JWT_AUDIENCE: 'vitae',
    });
    expect(() => loadConfig(schema, { JWKS_URL: 'not a url' })).toThrow(
      /JWKS_URL: expected an absolute URL/,
    );
  });
});
