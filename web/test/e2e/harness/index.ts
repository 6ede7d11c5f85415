// The browser-test harness (docs/testing-web.md): one import for a test file.
export { type RunningApp, startApp, type StartAppOptions } from './app';
export { type AxeViolation, expectAccessible, seriousViolations } from './axe';
export {
  byLabel,
  byRole,
  chromePath,
  clickByRole,
  closePage,
  fillByLabel,
  launchBrowser,
  openPage,
  type OpenPageOptions,
  originPage,
  pageErrors,
  phoneWidth,
  waitForText,
  waitForUrl,
} from './browser';
export { scrollToSection } from './builder';
export { type FadeMoment, type FadeProbe, momentsOfFade } from './fade';
export { type Mail, type Mailbox, type MailQuery } from './mailbox';
export { type OidcClient, type OidcProvider, startOidcProvider } from './oidc';
export {
  builderFrameText,
  graphql,
  lockResume,
  type PersonOptions,
  type PersonWithResume,
  personWithResume,
  waitUntilSaved,
} from './people';
export { freePort } from './ports';
export { type CaptureOptions, captureScreen, takingScreenshots } from './screenshots';
export { type AppForTests, appForTests, catalogue } from './suite';
export { totp, totpForStep, totpSecret, totpSequence, totpStep } from './totp';
