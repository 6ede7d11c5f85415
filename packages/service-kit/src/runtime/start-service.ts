import { type FastifyInstance } from 'fastify';
import { type GraphQLSchema } from 'graphql';

import { createJwtVerifier, type JwtVerifier, type JwtVerifierOptions } from '../auth/jwt';
import { followRevocations } from '../auth/revocation-feed';
import { createRevocationList } from '../auth/revocations';
import { createEventBus, type EventBus } from '../bus';
import { type ClassRef } from '../class-ref';
import { type Database, openDatabase } from '../database';
import { createGraphContext, mountGraphQL } from '../graph';
import { createServiceApp, listen } from '../http';
import { createLogger, type Logger } from '../logger';
import { guardServiceRoutes, serviceCredential } from '../trust/service-credential';

/** The settings every service runtime reads; each service's config schema provides them. */
export type RuntimeConfig = {
  NODE_ENV: 'development' | 'test' | 'production';
  LOG_LEVEL: string;
  HOST: string;
  PORT: number;
  DATA_DIR: string;
  DATABASE_URL?: string;
  NATS_URL?: string;
  /** The service credential; see `serviceCredential`. */
  INTERNAL_API_TOKEN?: string;
};

/** What a service gets to build its own parts with, once its infrastructure is up. */
export type ServiceDeps = {
  logger: Logger;
  app: FastifyInstance;
  database?: Database;
  bus?: EventBus;
  /** Present when the definition asked for access-token verification (`auth`). */
  verifier?: JwtVerifier;
  /** The service credential: presented on calls to other services, demanded by /graphql. */
  credential: string;
};

/** Something a service starts and must stop on shutdown (consumers, relays, browsers). */
export type Closable = { close(): Promise<void> };

/** How one service asks to be started. */
export type ServiceDefinition = {
  service: string;
  config: RuntimeConfig;
  /** Entities and migrations, when the service owns a database. */
  database?: { entities: ClassRef[]; migrations: ClassRef[] };
  /**
   * Verify access tokens against identity's JWKS; the default GraphQL context
   * then carries the caller's user id and scopes. Without it every caller of
   * the default context is anonymous. Such a service also follows identity's
   * `SessionsRevoked` on its bus (it gets one even without `bus`), so tokens
   * of ended sessions are refused at once.
   */
  auth?: JwtVerifierOptions;
  /** Whether the service publishes or consumes events. */
  bus?: boolean;
  schema: GraphQLSchema;
  /** Builds the request context; the default is `createGraphContext({ verifier })`. */
  context?: (deps: ServiceDeps) => Parameters<typeof mountGraphQL>[1]['context'];
  /**
   * Path prefixes besides /graphql that answer only callers holding the
   * service credential (storage's /internal).
   */
  serviceRoutes?: string[];
  /** Extra readiness checks beyond the database and bus. */
  readiness?: (deps: ServiceDeps) => Record<string, () => Promise<void>>;
  /** Called after the graph is mounted and before listening: routes, consumers, workers. */
  setup?: (deps: ServiceDeps) => Promise<Closable[] | void>;
  logger?: Logger;
};

/** A running service: where it listens and how to stop it. */
export type RunningService = {
  service: string;
  url: string;
  port: number;
  deps: ServiceDeps;
  close(): Promise<void>;
};

/**
 * Starts one service the same way in every mode: its database (Postgres when
 * DATABASE_URL is set, else embedded PGlite), its event bus (NATS JetStream when
 * NATS_URL is set, else in-process), an HTTP app with health and readiness, and
 * its subgraph at /graphql, answering only callers that present the service
 * credential. Whatever was started is stopped again, in reverse
 * order, if a later step fails or when the service is closed.
 */
export async function startService(definition: ServiceDefinition): Promise<RunningService> {
  const { service, config } = definition;
  const logger =
    definition.logger ??
    createLogger({ service, level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' });
  // Before anything starts: in production a missing credential stops the service here.
  const credential = serviceCredential(config);
  const closers: Closable[] = [];
  // Newest first, and every part gets its turn even if an earlier one fails to stop.
  const closeAll = async () => {
    const failures: unknown[] = [];
    for (const closable of closers.splice(0).reverse()) {
      try {
        await closable.close();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) {
      throw failures[0];
    }
    if (failures.length > 1) {
      throw new AggregateError(failures, `${service}: ${failures.length} parts failed to stop`);
    }
  };

  try {
    const database = definition.database
      ? await openDatabase({
          service,
          url: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          entities: definition.database.entities,
          migrations: definition.database.migrations,
          logger,
        })
      : undefined;
    if (database) {
      closers.push(database);
    }
    const bus =
      definition.bus || definition.auth
        ? await createEventBus({ natsUrl: config.NATS_URL, name: service, logger })
        : undefined;
    if (bus) {
      closers.push(bus);
    }

    const checks: Record<string, () => Promise<void>> = {};
    if (database) {
      checks.database = () => database.ping();
    }
    const app = await createServiceApp({ service, logger, readiness: checks });
    closers.push({ close: () => app.close() });
    // The subgraph answers the gateway and Vitae services only (docs/quality.md#case-32).
    guardServiceRoutes(app, {
      credential,
      prefixes: ['/graphql', ...(definition.serviceRoutes ?? [])],
    });
    // Ended sessions: replayed before the service answers, then followed.
    const revocations = definition.auth
      ? createRevocationList({ clockToleranceSeconds: definition.auth.clockToleranceSeconds })
      : undefined;
    if (revocations && bus) {
      closers.push(
        await followRevocations({
          bus,
          natsUrl: config.NATS_URL,
          list: revocations,
          service,
          logger,
        }),
      );
    }
    const verifier = definition.auth
      ? createJwtVerifier({ ...definition.auth, revocations })
      : undefined;
    const deps: ServiceDeps = { logger, app, database, bus, verifier, credential };
    Object.assign(checks, definition.readiness?.(deps));

    await mountGraphQL(app, {
      schema: definition.schema,
      context: definition.context?.(deps) ?? createGraphContext({ verifier }),
      production: config.NODE_ENV === 'production',
    });
    const started = (await definition.setup?.(deps)) ?? [];
    closers.push(...started);

    const { url, port } = await listen(app, { host: config.HOST, port: config.PORT });
    logger.info(
      { url, database: database?.mode ?? 'none', bus: bus?.kind ?? 'none' },
      `${service} ready`,
    );
    return { service, url, port, deps, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
