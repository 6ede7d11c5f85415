import { randomUUID } from 'node:crypto';

import { InvalidAccessTokenError } from '@vitae/service-kit';
import {
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  type KeyLike,
  SignJWT,
} from 'jose';
import { type DataSource, IsNull } from 'typeorm';

import { SigningKeyEntity } from './signing-key.entity';

const algorithm = 'ES256';

/** How long loaded keys are trusted before another replica's rotation is looked for. */
const reloadAfterMs = 60_000;

/** The claims identity signs: `sub` the user, `sid` the sign-in session, `scopes` for the guards. */
export type SignedClaims = { sub: string; sid: string; scopes: string[] };

/** Options for {@link createKeyStore}. */
export type KeyStoreOptions = {
  dataSource: DataSource;
  issuer: string;
  audience: string;
  accessTokenTtlSeconds: number;
  rotationSeconds: number;
};

type LoadedKey = { entity: SigningKeyEntity; privateKey: KeyLike; publicKey: KeyLike };

/**
 * Access-token keys, kept in identity's database so they survive restarts and
 * are shared by every replica. One key signs (the newest); a key that a newer
 * one replaced stays published for as long as tokens it signed can live.
 */
export type KeyStore = {
  sign(claims: SignedClaims, options?: { audience?: string; ttlSeconds?: number }): Promise<string>;
  /** Verifies a token signed here, for the given audience; InvalidAccessTokenError otherwise. */
  verify(token: string, audience?: string): Promise<SignedClaims & JWTPayload>;
  /** Signs a short-lived record for identity itself (the OAuth flow cookie), under its own audience. */
  signRecord(record: Record<string, string>, audience: string, ttlSeconds: number): Promise<string>;
  /** Reads back a record from {@link KeyStore.signRecord}; InvalidAccessTokenError when forged or expired. */
  verifyRecord(token: string, audience: string): Promise<Record<string, unknown>>;
  /** The public keys, as `GET /.well-known/jwks.json` answers. */
  jwks(): Promise<{ keys: JWK[] }>;
  /** Makes a new signing key and retires the current one. */
  rotate(): Promise<string>;
};

/** Creates the key store; the first use creates a key when the database holds none. */
export function createKeyStore(options: KeyStoreOptions): KeyStore {
  const repository = options.dataSource.getRepository(SigningKeyEntity);
  let loaded: { at: number; keys: LoadedKey[] } | undefined;
  let loading: Promise<LoadedKey[]> | undefined;

  const publishedFor = (key: SigningKeyEntity, now: number) =>
    key.retiredAt === null ||
    key.retiredAt.getTime() > now - (options.accessTokenTtlSeconds + 60) * 1000;

  async function createKey(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(algorithm, { extractable: true });
    const kid = randomUUID();
    await options.dataSource.transaction(async (manager) => {
      await manager.update(SigningKeyEntity, { retiredAt: IsNull() }, { retiredAt: new Date() });
      await manager.insert(SigningKeyEntity, {
        kid,
        alg: algorithm,
        privateJwk: await exportJWK(privateKey),
        publicJwk: { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' },
      });
    });
    loaded = undefined;
    return kid;
  }

  async function load(): Promise<LoadedKey[]> {
    let entities = await repository.find({ order: { createdAt: 'DESC' } });
    const active = entities.find((key) => key.retiredAt === null);
    if (!active || Date.now() - active.createdAt.getTime() > options.rotationSeconds * 1000) {
      await createKey();
      entities = await repository.find({ order: { createdAt: 'DESC' } });
    }
    const now = Date.now();
    const keys: LoadedKey[] = [];
    for (const entity of entities.filter((key) => publishedFor(key, now))) {
      keys.push({
        entity,
        privateKey: (await importJWK(entity.privateJwk, entity.alg)) as KeyLike,
        publicKey: (await importJWK(entity.publicJwk, entity.alg)) as KeyLike,
      });
    }
    loaded = { at: Date.now(), keys };
    return keys;
  }

  async function keys(force = false): Promise<LoadedKey[]> {
    if (!force && loaded && Date.now() - loaded.at < reloadAfterMs) {
      return loaded.keys;
    }
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  async function keyFor(kid: string | undefined): Promise<KeyLike> {
    let found = (await keys()).find((key) => key.entity.kid === kid);
    if (!found) {
      // Another replica may have rotated since we loaded.
      found = (await keys(true)).find((key) => key.entity.kid === kid);
    }
    if (!found) {
      throw new InvalidAccessTokenError('invalid', 'The token names an unknown key');
    }
    return found.publicKey;
  }

  return {
    async sign(
      claims,
      { audience = options.audience, ttlSeconds = options.accessTokenTtlSeconds } = {},
    ) {
      const [signer] = (await keys()).filter((key) => key.entity.retiredAt === null);
      if (!signer) {
        throw new Error('identity has no signing key');
      }
      return new SignJWT({ scopes: claims.scopes, sid: claims.sid })
        .setProtectedHeader({ alg: signer.entity.alg, kid: signer.entity.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(signer.privateKey);
    },

    async verify(token, audience = options.audience) {
      try {
        const { payload } = await jwtVerify(token, (header) => keyFor(header.kid), {
          issuer: options.issuer,
          audience,
          algorithms: [algorithm],
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const scopes = Array.isArray(payload.scopes)
          ? payload.scopes.filter((s) => typeof s === 'string')
          : [];
        return { ...payload, sub: payload.sub!, sid: String(payload.sid), scopes };
      } catch (error) {
        if (error instanceof InvalidAccessTokenError) {
          throw error;
        }
        if (error instanceof errors.JWTExpired) {
          throw new InvalidAccessTokenError('expired', 'The token has expired');
        }
        if (error instanceof errors.JOSEError) {
          throw new InvalidAccessTokenError('invalid', `The token was refused (${error.code})`);
        }
        throw error;
      }
    },

    async signRecord(record, audience, ttlSeconds) {
      const [signer] = (await keys()).filter((key) => key.entity.retiredAt === null);
      return new SignJWT(record)
        .setProtectedHeader({ alg: signer.entity.alg, kid: signer.entity.kid })
        .setIssuer(options.issuer)
        .setAudience(audience)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(signer.privateKey);
    },

    async verifyRecord(token, audience) {
      try {
        const { payload } = await jwtVerify(token, (header) => keyFor(header.kid), {
          issuer: options.issuer,
          audience,
          algorithms: [algorithm],
        });
        return payload;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof InvalidAccessTokenError) {
          throw new InvalidAccessTokenError('invalid', 'The record was refused');
        }
        throw error;
      }
    },

    async jwks() {
      return { keys: (await keys()).map((key) => key.entity.publicJwk) };
    },

    rotate: createKey,
  };
}
