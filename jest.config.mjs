import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests next to the code they test (lib, components, app, scripts), the cross-cutting tests in
 * test/integration and the tests of the test support itself (test/support). Files ending in
 * .dom.test.tsx run in jsdom, the rest in node. e2e/ holds the Playwright specs only.
 */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/support/jest/server-only-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/support/jest/setup.ts'],
  // The migrated database template the storage tests copy (test/support/db/store-template.ts).
  globalSetup: '<rootDir>/test/support/jest/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/jest/global-teardown.ts',
  testMatch: ['<rootDir>/{lib,components,app,scripts,test}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/bench/'],
};

export default createJestConfig(config);
