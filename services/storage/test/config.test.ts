import { ConfigError, loadConfig } from '@vitae/service-kit';

import { storageConfigSchema } from '../src/config';

describe('storage configuration', () => {
  it('uses local disk and a 4 MiB image limit by default', () => {
    const config = loadConfig(storageConfigSchema, {});
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.MAX_IMAGE_BYTES).toBe(4 * 1024 * 1024);
  });

  it('names both missing credentials when an S3 endpoint is set without them', () => {
    expect(() => loadConfig(storageConfigSchema, { S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(storageConfigSchema, { S3_ENDPOINT: 'http://127.0.0.1:9000' });
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.variable)).toEqual([
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
      ]);
    }
  });

  it('refuses an image limit that is not a number', () => {
    expect(() => loadConfig(storageConfigSchema, { MAX_IMAGE_BYTES: 'lots' })).toThrow(
      /MAX_IMAGE_BYTES/,
    );
  });

  it('requires a signing secret of at least 32 characters in production, and only there', () => {
    expect(() => loadConfig(storageConfigSchema, { NODE_ENV: 'production' })).toThrow(
      /FILE_URL_SECRET: required in production/,
    );
    expect(() =>
      loadConfig(storageConfigSchema, { NODE_ENV: 'production', FILE_URL_SECRET: 'short' }),
    ).toThrow(/FILE_URL_SECRET: expected at least 32 characters/);
    expect(
      loadConfig(storageConfigSchema, {
        NODE_ENV: 'production',
        FILE_URL_SECRET: 'x'.repeat(32),
      }).FILE_URL_SECRET,
    ).toHaveLength(32);
    expect(loadConfig(storageConfigSchema, {}).FILE_URL_SECRET).toBeUndefined();
  });

  it('lets a browser test name loopback image hosts, never in production', () => {
    expect(
      loadConfig(storageConfigSchema, { REMOTE_IMAGE_TEST_HOSTS: '127.0.0.1:4100,127.0.0.1:4101' })
        .REMOTE_IMAGE_TEST_HOSTS,
    ).toBe('127.0.0.1:4100,127.0.0.1:4101');
    expect(() =>
      loadConfig(storageConfigSchema, { REMOTE_IMAGE_TEST_HOSTS: '10.0.0.5:80' }),
    ).toThrow(/REMOTE_IMAGE_TEST_HOSTS: expected 127.0.0.1:<port>/);
    expect(() =>
      loadConfig(storageConfigSchema, {
        NODE_ENV: 'production',
        FILE_URL_SECRET: 'x'.repeat(32),
        REMOTE_IMAGE_TEST_HOSTS: '127.0.0.1:4100',
      }),
    ).toThrow(/REMOTE_IMAGE_TEST_HOSTS: not allowed in production/);
  });
});
