// The browser project's global teardown (jest.config.js).
export { stopSharedRun as default } from './shared-run';
