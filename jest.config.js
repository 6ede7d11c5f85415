// One jest run for the whole repository. SWC compiles TypeScript with decorator
// metadata, which type-graphql and TypeORM need at runtime.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@vitae/(ats|schema|service-kit)$': '<rootDir>/packages/$1/src',
  '^@vitae/(schema|service-kit)/(.*)$': '<rootDir>/packages/$1/src/$2',
  '^@vitae/proto$': '<rootDir>/proto/src',
  '^@vitae/(gateway|identity|resume|storage|render)$': '<rootDir>/services/$1/src',
  // Stylesheets imported by web components (the artboard's templates) are not JavaScript.
  '\\.css$': '<rootDir>/web/test/artboard/style-mock.cjs',
};

// Dependencies published only as ES modules. Node 20 can require() them, but
// jest's module system cannot, so SWC turns them into CommonJS for the tests.
const esmOnly = [
  'content-disposition',
  'cookie',
  'jose',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
];

// The unit tier (`make test-unit`, docs/testing.md): the node tests that need
// no database (neither the PostgreSQL server nor the embedded PGlite), no NATS
// and no Chromium. `make test-unit` points PG_TEST_URL, NATS_TEST_URL and
// CHROME_PATH at nothing, so a test listed here that starts to need one fails
// there. A new test joins the integration tier (`node`) unless added here.
const unitTests = [
  'packages/schema/test/**/*.test.ts',
  'packages/ats/test/{faults,compare-with-resume,inputs,match-posting}.test.ts',
  'proto/test/**/*.test.ts',
  'deploy/test/{chart,dockerfiles,manifests,reference}.test.ts',
  'packages/service-kit/test/{config,errors,input-errors,logger,run-service,status-of}.test.ts',
  'packages/service-kit/test/auth/jwt.test.ts',
  'packages/service-kit/test/bus/{in-process-bus,memory-bus,subject-match}.test.ts',
  'packages/service-kit/test/{graph,http,trust}/**/*.test.ts',
  'services/gateway/test/{composition,guards,request-errors,security-headers,shared-public-page,web-public-meta}.test.ts',
  'services/identity/test/{config,schema}.test.ts',
  'services/identity/test/{languages,mail}/**/*.test.ts',
  'services/identity/test/sso/sso-settings.test.ts',
  'services/render/test/render-schema.test.ts',
  'services/render/test/prints/{content-hash,known-files,print-failures}.test.ts',
  'services/render/test/chromium/find-chromium.test.ts',
  'services/render/test/exports/*.test.ts',
  'services/resume/test/config.test.ts',
  'services/resume/test/resumes/free-slug.test.ts',
  'services/storage/test/config.test.ts',
  'services/storage/test/objects/**/*.test.ts',
  'services/storage/test/remote/{address-policy,remote-image}.test.ts',
].map((glob) => `${__dirname}/${glob}`);

// The web tests that print the artboard in Chromium (web/test/artboard/artboard-harness.mjs):
// a project of their own, outside the unit tier. Every other web test runs in jsdom.
const artboardPrintTests = [
  'web/test/artboard/{scripts,templates,emoji,pagination,letters}.test.ts',
].map((glob) => `${__dirname}/${glob}`);

const nodeRoots = [
  '<rootDir>/packages',
  '<rootDir>/proto',
  '<rootDir>/services',
  '<rootDir>/deploy',
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const web = {
  ...common,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/web'],
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/web/test/e2e/'],
  // jsdom leaves out TextEncoder, which the schema's id generator needs as it loads.
  setupFiles: ['<rootDir>/web/test/artboard/jsdom-text-encoding.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Tests start real services, databases and browsers; on a busy 2-core CI
  // machine a test or hook that starts or stops them can take far longer than
  // jest's 5 s default. A limit only decides how long a
  // hung test takes to fail. (A global option: jest ignores it in `projects`.)
  testTimeout: 60_000,
  // A worker whose memory passes this after a file is replaced by a fresh one
  // (docs/testing.md#the-whole-run). Each file's modules (TypeORM, GraphQL, a
  // service or two) stay reachable after it ends, so a process that runs
  // every file grows to gigabytes and spends more and more of each file
  // collecting garbage: the same file took twice as long late in a run as
  // early. Set, it also makes jest run the files in a worker rather than in
  // its own process, even one file at a time.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      // The unit tier: node tests that start no database, NATS or Chromium (unitTests above).
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      roots: nodeRoots,
      testMatch: unitTests,
    },
    {
      // Node tests against real PostgreSQL, NATS JetStream and Chromium.
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: nodeRoots,
      testMatch: ['**/test/**/*.test.ts', ...unitTests.map((glob) => `!${glob}`)],
    },
    {
      ...web,
      displayName: 'web',
      testMatch: ['**/*.test.ts?(x)', ...artboardPrintTests.map((glob) => `!${glob}`)],
    },
    {
      // The artboard printed in Chromium, each script's fonts and each template.
      ...web,
      displayName: 'artboard',
      testMatch: artboardPrintTests,
    },
    {
      // The web app as a person uses it: Debian's Chromium against the app as
      // `make run` starts it (web/test/e2e/harness).
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/web/test/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      // One app and one Chromium for the files that ask for nothing special
      // (docs/testing-web.md#one-app-for-the-run).
      globalSetup: '<rootDir>/web/test/e2e/harness/global-setup.ts',
      globalTeardown: '<rootDir>/web/test/e2e/harness/global-teardown.ts',
      // A failed test runs once more before it counts (docs/testing-web.md#a-second-run).
      setupFilesAfterEnv: ['<rootDir>/web/test/e2e/harness/retry.ts'],
    },
    {
      // Each benchmark's make target run as a smoke (BENCH_SMOKE=1): it
      // completes and prints its figures. They run the built services.
      ...common,
      displayName: 'bench',
      testEnvironment: 'node',
      roots: ['<rootDir>/bench/test'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
