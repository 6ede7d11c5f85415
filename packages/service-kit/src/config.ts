import { z } from 'zod';

/** One variable that failed validation and what was expected of it. */
export type ConfigProblem = { variable: string; problem: string };

/**
 * The environment did not match the service's configuration schema. The message
 * names every bad variable on its own line, so one start shows every mistake.
 */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        'Invalid configuration:',
        ...problems.map(({ variable, problem }) => `  ${variable}: ${problem}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** A boolean variable: exactly "true" or "false" (`z.coerce.boolean()` would read "false" as true). */
export const envBoolean = z
  .enum(['true', 'false'], { error: 'expected "true" or "false"' })
  .transform((value) => value === 'true');

/** A TCP port, 0 to 65535 (0 asks the system for any free port). */
export const envPort = z
  .string({ error: 'expected a port number (0-65535)' })
  .regex(/^\d{1,5}$/, { error: 'expected a port number (0-65535)' })
  .transform(Number)
  .pipe(z.number().int().min(0).max(65535, { error: 'expected a port number (0-65535)' }));

/** An absolute URL (http, https, postgres, nats, ...). */
export const envUrl = z.url({ error: 'expected an absolute URL' });

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'expected a postgres:// or postgresql:// URL',
});

const natsUrl = z.url({
  protocol: /^(nats|tls|ws|wss)$/,
  error: 'expected a nats://, tls://, ws:// or wss:// URL',
});

/**
 * The variables every service reads; spread into a service's own `z.object`.
 * `DATABASE_URL` and `NATS_URL` choose the runtime mode: unset means embedded
 * PGlite and the in-process bus (docs/architecture.md#runtime-modes).
 */
export const commonConfigShape = {
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'expected development, test or production',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  HOST: z.string().min(1, { error: 'expected a host name or address' }).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, { error: 'expected a directory path' }).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  NATS_URL: natsUrl.optional(),
  /**
   * The service credential every call between services carries (trust/service-credential.ts);
   * required in production, the same value in every service and the gateway.
   */
  INTERNAL_API_TOKEN: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
};

/**
 * Parses the environment with a service's schema, once, at start.
 *
 * An empty variable counts as unset: container tooling often writes `FOO=` for
 * "not given", and that should select the default, not fail as a bad value.
 *
 * @throws ConfigError naming every variable that is missing or malformed.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') {
      given[name] = value;
    }
  }
  const result = schema.safeParse(given);
  if (result.success) {
    return result.data;
  }
  const problems = result.error.issues.map((issue): ConfigProblem => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    const missing = issue.path.length === 1 && given[String(issue.path[0])] === undefined;
    return {
      variable,
      problem:
        missing && issue.code === 'invalid_type' ? `is required (${issue.message})` : issue.message,
    };
  });
  throw new ConfigError(problems);
}
