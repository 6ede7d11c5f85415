/**
 * A browser test that fails runs once more before it counts as failed
 * (docs/testing-web.md#a-second-run). Its first failure is printed in full, and
 * `.ci/run` names every test that passed only on its second run, so a test that
 * fails now and then stays in sight instead of failing a whole run on a busy
 * machine. A test that fails twice fails.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
