// The browser project's global setup (jest.config.js): the app and Chromium the files share.
export { startSharedRun as default } from './shared-run';
