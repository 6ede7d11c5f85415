import {
  encodeEvent,
  SessionsRevokedSchema,
  streams,
  subjects,
  timestampFromDate,
} from '@vitae/proto';
import fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import { createJwtVerifier, InvalidAccessTokenError } from '../../src/auth/jwt';
import { followRevocations, type RevocationFeed } from '../../src/auth/revocation-feed';
import { createRevocationList, type RevocationList } from '../../src/auth/revocations';
import { createMemoryBus } from '../../src/bus/memory-bus';
import { connectNatsBus } from '../../src/bus/nats-bus';
import { type EventBus } from '../../src/bus/types';
import { PrivateNatsServer } from '../bus/private-nats-server';

const minute = 60_000;

describe('createRevocationList', () => {
  it('refuses the listed sessions until their tokens have expired, with the clock tolerance', () => {
    let now = 1_000_000;
    const list = createRevocationList({ clockToleranceSeconds: 5, now: () => now });
    list.add({ sessionIds: ['s1', 's2'], expiresAt: now + 15 * minute });
    expect(list.isRevoked({ sid: 's1' })).toBe(true);
    expect(list.isRevoked({ sid: 's2' })).toBe(true);
    expect(list.isRevoked({ sid: 's3' })).toBe(false);
    expect(list.isRevoked({})).toBe(false);
    now += 15 * minute + 4_999;
    expect(list.isRevoked({ sid: 's1' })).toBe(true);
    now += 1;
    expect(list.isRevoked({ sid: 's1' })).toBe(false);
  });

  it('forgets what has expired, so it holds only the last token lifetime of ended sessions', () => {
    let now = 1_000_000;
    const list = createRevocationList({ now: () => now });
    list.add({ sessionIds: ['old'], expiresAt: now + minute });
    list.add({ sessionIds: ['past'], expiresAt: now - minute });
    expect(list.size).toBe(1);
    now += 2 * minute;
    list.add({ sessionIds: ['new'], expiresAt: now + minute });
    expect(list.size).toBe(1);
    expect(list.isRevoked({ sid: 'new' })).toBe(true);
  });

  it('keeps the later expiry when a session is announced twice', () => {
    let now = 1_000_000;
    const list = createRevocationList({ clockToleranceSeconds: 0, now: () => now });
    list.add({ sessionIds: ['s1'], expiresAt: now + 10 * minute });
    list.add({ sessionIds: ['s1'], expiresAt: now + minute });
    now += 5 * minute;
    expect(list.isRevoked({ sid: 's1' })).toBe(true);
  });
});

describe('createJwtVerifier with a revocation list', () => {
  let server: FastifyInstance;
  let jwksUrl: string;
  let sign: (sid: string) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    server = fastify();
    server.get('/.well-known/jwks.json', async () => ({ keys: [jwk] }));
    await server.listen({ host: '127.0.0.1', port: 0 });
    jwksUrl = `http://127.0.0.1:${(server.server.address() as { port: number }).port}/.well-known/jwks.json`;
    sign = (sid) =>
      new SignJWT({ scopes: [], sid })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject('user-1')
        .setIssuer('vitae')
        .setAudience('vitae')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a token it had memoized as soon as its session is revoked, and only that one', async () => {
    const revocations = createRevocationList();
    const verifier = createJwtVerifier({
      jwksUrl,
      issuer: 'vitae',
      audience: 'vitae',
      revocations,
    });
    const ended = await sign('session-ended');
    const other = await sign('session-other');
    await expect(verifier.verify(ended)).resolves.toMatchObject({ sid: 'session-ended' });
    await expect(verifier.verify(other)).resolves.toMatchObject({ sid: 'session-other' });

    revocations.add({ sessionIds: ['session-ended'], expiresAt: Date.now() + 10 * minute });

    const error = await verifier.verify(ended).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    expect(error).toMatchObject({ reason: 'revoked', status: 401 });
    await expect(verifier.verify(other)).resolves.toMatchObject({ sid: 'session-other' });
    // A token of that session first seen after the revocation gets the full check and the same answer.
    await expect(verifier.verify(await sign('session-ended'))).rejects.toMatchObject({
      reason: 'revoked',
    });
  });
});

/** Publishes one revocation the way identity's outbox does. */
async function announce(bus: EventBus, sessionIds: string[], expiresAt = Date.now() + 10 * minute) {
  await bus.publish(
    subjects.sessionsRevoked(),
    encodeEvent(SessionsRevokedSchema, {
      userId: 'user-1',
      sessionIds,
      revokedAt: timestampFromDate(new Date()),
      expiresAt: timestampFromDate(new Date(expiresAt)),
      reason: 'signed out',
    }),
  );
}

async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(check()).toBe(true);
}

/** The contract of the feed, over one kind of bus. */
function feedContract(
  connect: () => Promise<{ bus: EventBus; natsUrl?: string }>,
  release: () => Promise<void> = async () => undefined,
) {
  let bus: EventBus;
  let natsUrl: string | undefined;
  const feeds: RevocationFeed[] = [];

  beforeAll(async () => {
    ({ bus, natsUrl } = await connect());
    await bus.ensureStream({
      ...streams.sessionEvents,
      subjects: [...streams.sessionEvents.subjects],
    });
  });

  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
    await bus.close();
    await release();
  });

  async function follow(service: string): Promise<RevocationList> {
    const list = createRevocationList();
    feeds.push(await followRevocations({ bus, natsUrl, list, service }));
    return list;
  }

  it('knows, once started, every revocation published before it started', async () => {
    await announce(bus, ['before-1', 'before-2']);
    await announce(bus, ['before-3']);
    const list = await follow('late');
    expect(['before-1', 'before-2', 'before-3'].map((sid) => list.isRevoked({ sid }))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('hands every new revocation to every process that follows, not to one of them', async () => {
    const first = await follow('resume');
    const second = await follow('storage');
    await announce(bus, ['after']);
    await eventually(() => first.isRevoked({ sid: 'after' }) && second.isRevoked({ sid: 'after' }));
  });

  it('skips a revocation whose tokens have all expired', async () => {
    await announce(bus, ['long-gone'], Date.now() - 10 * minute);
    const list = await follow('skipper');
    expect(list.isRevoked({ sid: 'long-gone' })).toBe(false);
  });
}

describe('followRevocations on the in-process bus', () => {
  feedContract(async () => ({ bus: createMemoryBus() }));
});

describe('followRevocations on NATS JetStream', () => {
  let nats: PrivateNatsServer;

  // The server stops last, after every follower has closed its connection.
  feedContract(
    async () => {
      nats = await PrivateNatsServer.start();
      return { bus: await connectNatsBus({ url: nats.url }), natsUrl: nats.url };
    },
    () => nats.stop(),
  );

  it('leaves no consumer on the server once a follower has stopped', async () => {
    const bus = await connectNatsBus({ url: nats.url });
    const { connect } = await import('nats');
    const connection = await connect({ servers: nats.url });
    try {
      const manager = await connection.jetstreamManager();
      const consumers = async () =>
        (await manager.consumers.list(streams.sessionEvents.name).next()).length;
      const list = createRevocationList();
      const before = await consumers();
      const feed = await followRevocations({ bus, natsUrl: nats.url, list, service: 'gone' });
      expect(await consumers()).toBe(before + 1);
      await feed.close();
      // Ordered consumers are ephemeral: the server drops them with their connection.
      const deadline = Date.now() + 10_000;
      while ((await consumers()) > before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await consumers()).toBe(before);
    } finally {
      await connection.close();
      await bus.close();
    }
  });
});
