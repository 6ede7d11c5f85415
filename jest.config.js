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
  '^@vitae/(schema|service-kit)$': '<rootDir>/packages/$1/src',
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

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Tests start real services, databases and browsers; on a busy 2-core CI
  // machine a hook that stops them can take longer than jest's 5 s default.
  // (A global option: jest ignores it inside `projects`.)
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/proto', '<rootDir>/services', '<rootDir>/deploy'],
      testMatch: ['**/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/web/test/e2e/'],
      // jsdom leaves out TextEncoder, which the schema's id generator needs as it loads.
      setupFiles: ['<rootDir>/web/test/artboard/jsdom-text-encoding.ts'],
    },
    {
      // The web app as a person uses it: Debian's Chromium against the app as
      // `make run` starts it (web/test/e2e/harness).
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/web/test/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
    },
  ],
};
