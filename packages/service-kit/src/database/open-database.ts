import { join } from 'node:path';

import { DataSource } from 'typeorm';

import { type ClassRef } from '../class-ref';
import { type Logger } from '../logger';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { typeOrmLogger } from './typeorm-logger';

/** A service's open database, the same TypeORM API in both runtime modes. */
export type Database = {
  dataSource: DataSource;
  /** `postgres` with DATABASE_URL, `embedded` (PGlite) without. */
  mode: 'postgres' | 'embedded';
  /** Resolves when the database answers a query; the readiness check. */
  ping(): Promise<void>;
  /** Closes the connections and, when embedded, stops PGlite. */
  close(): Promise<void>;
};

/** Options for {@link openDatabase}. */
export type OpenDatabaseOptions = {
  service: string;
  /** DATABASE_URL; without it the database is embedded under `dataDir/service`. */
  url?: string;
  dataDir: string;
  entities: ClassRef[];
  migrations: ClassRef[];
  logger: Logger;
  /** Connections to real Postgres; 10 by default. Embedded mode always uses one. */
  poolSize?: number;
};

/**
 * Opens the service's database and brings its schema up to date by running
 * its migrations (never `synchronize`). With a URL this is PostgreSQL; without
 * one, PGlite under `<dataDir>/<service>` reached through a loopback socket,
 * so the same `pg` driver, entities and migrations run in both modes.
 */
export async function openDatabase({
  service,
  url,
  dataDir,
  entities,
  migrations,
  logger,
  poolSize = 10,
}: OpenDatabaseOptions): Promise<Database> {
  const log = logger.child({ component: 'database' });
  let embedded: EmbeddedPostgres | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(dataDir, service));
    log.info({ directory: embedded.directory }, 'embedded PostgreSQL (PGlite) started');
  }

  const dataSource = new DataSource({
    type: 'postgres',
    url: embedded?.url ?? url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: service,
    logger: typeOrmLogger(logger),
    logging: ['error', 'warn', 'migration'],
    ...(embedded
      ? {
          // One connection, kept open: see startEmbeddedPostgres. The wait for it is
          // bounded so a query issued beside its own open transaction fails loudly
          // instead of waiting forever.
          poolSize: 1,
          extra: { idleTimeoutMillis: 0, connectionTimeoutMillis: 30_000 },
        }
      : { poolSize }),
  });

  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  log.info({ mode: embedded ? 'embedded' : 'postgres' }, 'database ready, migrations applied');

  return {
    dataSource,
    mode: embedded ? 'embedded' : 'postgres',
    async ping() {
      await dataSource.query('SELECT 1');
    },
    async close() {
      if (dataSource.isInitialized) {
        await dataSource.destroy();
      }
      await embedded?.close();
    },
  };
}
