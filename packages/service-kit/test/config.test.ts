import { z } from 'zod';

import {
  commonConfigShape,
  ConfigError,
  envBoolean,
  envPort,
  envUrl,
  loadConfig,
} from '../src/config';

const schema = z.object({
  ...commonConfigShape,
  PORT: envPort.default(4001),
  SIGNUPS_DISABLED: envBoolean.default(false),
  PUBLIC_URL: envUrl,
});

describe('loadConfig', () => {
  it('applies the common defaults', () => {
    const config = loadConfig(schema, { PUBLIC_URL: 'http://localhost:3000' });
    expect(config).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PORT: 4001,
      SIGNUPS_DISABLED: false,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('parses ports, booleans and the mode-selecting URLs', () => {
    const config = loadConfig(schema, {
      PUBLIC_URL: 'https://vitae.example',
      PORT: '0',
      SIGNUPS_DISABLED: 'true',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db:5432/resume',
      NATS_URL: 'nats://nats:4222',
    });
    expect(config.PORT).toBe(0);
    expect(config.SIGNUPS_DISABLED).toBe(true);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/resume');
    expect(config.NATS_URL).toBe('nats://nats:4222');
  });

  it('reads "false" as false, unlike z.coerce.boolean', () => {
    expect(
      loadConfig(schema, { PUBLIC_URL: 'http://x.test', SIGNUPS_DISABLED: 'false' })
        .SIGNUPS_DISABLED,
    ).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig(schema, { PUBLIC_URL: 'http://x.test', DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(4001);
  });

  it('names every bad variable and what was expected, one per line', () => {
    let error: unknown;
    try {
      loadConfig(schema, {
        PORT: '70000',
        SIGNUPS_DISABLED: 'yes',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://db/x',
        NATS_URL: 'http://nats',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.variable).sort()).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'NATS_URL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'SIGNUPS_DISABLED',
      ].sort(),
    );
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toHaveLength(8);
    expect(message).toMatch(/SIGNUPS_DISABLED: expected "true" or "false"/);
    expect(message).toMatch(/PORT: expected a port number \(0-65535\)/);
    expect(message).toMatch(/NODE_ENV: expected development, test or production/);
    expect(message).toMatch(/DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).toMatch(/NATS_URL: expected a nats:\/\/, tls:\/\/, ws:\/\/ or wss:\/\/ URL/);
    expect(message).toMatch(/PUBLIC_URL: is required/);
  });

  it('rejects a port that is not a whole number', () => {
    expect(() => loadConfig(schema, { PUBLIC_URL: 'http://x.test', PORT: '80a' })).toThrow(
      /PORT: expected a port number/,
    );
  });
});
