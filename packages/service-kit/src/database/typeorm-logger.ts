import { type Logger as TypeOrmLogger } from 'typeorm';

import { type Logger } from '../logger';

/**
 * Sends TypeORM's messages to the service logger. Queries go out at `trace`
 * (parameters left out: they hold user data and secrets), failures at `error`,
 * slow queries and migrations at `warn` and `info`.
 */
export function typeOrmLogger(logger: Logger): TypeOrmLogger {
  const log = logger.child({ component: 'database' });
  return {
    logQuery: (query) => log.trace({ query }, 'query'),
    logQueryError: (error, query) =>
      log.error(
        { err: typeof error === 'string' ? new Error(error) : error, query },
        'query failed',
      ),
    logQuerySlow: (time, query) => log.warn({ ms: time, query }, 'slow query'),
    logSchemaBuild: (message) => log.debug(message),
    logMigration: (message) => log.info(message),
    log: (level, message: unknown) => {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      if (level === 'warn') {
        log.warn(text);
      } else {
        log.debug(text);
      }
    },
  };
}
