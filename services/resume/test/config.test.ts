import { ConfigError, loadConfig } from '@vitae/service-kit';

import { resumeConfigSchema } from '../src';

describe('resume configuration', () => {
  it('defaults the port, the outbox pace and the access-token settings', () => {
    expect(loadConfig(resumeConfigSchema, {})).toMatchObject({
      PORT: 4002,
      OUTBOX_INTERVAL_MS: 250,
      JWT_ISSUER: 'vitae',
      JWT_AUDIENCE: 'vitae',
    });
  });

  it('names a bad outbox interval and what was expected', () => {
    for (const value of ['fast', '0', '600000']) {
      expect(() => loadConfig(resumeConfigSchema, { OUTBOX_INTERVAL_MS: value })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig(resumeConfigSchema, { OUTBOX_INTERVAL_MS: value })).toThrow(
        /OUTBOX_INTERVAL_MS: expected milliseconds \(10-60000\)/,
      );
    }
  });
});
