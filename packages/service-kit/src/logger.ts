import pino from 'pino';

/** The service-wide logger (pino). Log through this, never `console`. */
export type Logger = pino.Logger;

/** Options for {@link createLogger}. */
export type LoggerOptions = {
  service: string;
  /** A pino level name; defaults to `info`. */
  level?: string;
  /** Human-readable output through pino-pretty, for development only. */
  pretty?: boolean;
  /** Where JSON lines go; stdout otherwise. Ignored when `pretty` is set. */
  destination?: pino.DestinationStream;
};

/**
 * Paths whose values never reach the log: credentials travel in headers,
 * cookies and in the arguments of auth operations.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  'cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.*.password',
  '*.*.token',
];

/** Creates the logger of one service; every line carries `service`. */
export function createLogger({
  service,
  level = 'info',
  pretty = false,
  destination,
}: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
