import { ConfigError } from '../src/config';
import { runService } from '../src/run-service';

/** Lets the promise callbacks inside runService run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runService', () => {
  let exit: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  let listeners: Map<string, NodeJS.SignalsListener[]>;

  beforeEach(() => {
    listeners = new Map(
      (['SIGINT', 'SIGTERM'] as const).map((signal) => [signal, process.listeners(signal)]),
    );
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });

  afterEach(() => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) {
        if (!listeners.get(signal)?.includes(listener)) {
          process.removeListener(signal, listener);
        }
      }
    }
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('prints a configuration error and exits 1', async () => {
    runService('resume', async () => {
      throw new ConfigError([{ variable: 'PORT', problem: 'expected a port number (0-65535)' }]);
    });
    await settle();
    expect(stderr).toHaveBeenCalledWith(
      'resume: Invalid configuration:\n  PORT: expected a port number (0-65535)\n',
    );
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('closes the service on SIGTERM and exits 0', async () => {
    const close = jest.fn(async () => undefined);
    runService('resume', async () => ({ close }));
    await settle();
    process.emit('SIGTERM');
    await settle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('does not exit 1 later once a graceful stop has finished', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      runService('resume', async () => ({ close: async () => undefined }));
      await settle();
      process.emit('SIGTERM');
      await settle();
      jest.advanceTimersByTime(60_000);
      expect(exit.mock.calls).toEqual([[0]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('prints any other start failure with its stack and exits 1', async () => {
    runService('resume', async () => {
      throw new Error('listen EADDRINUSE 127.0.0.1:4002');
    });
    await settle();
    expect(String(stderr.mock.calls[0][0])).toMatch(
      /^resume: failed to start: Error: listen EADDRINUSE 127\.0\.0\.1:4002\n\s+at /,
    );
    expect(exit).toHaveBeenCalledWith(1);
  });
});
