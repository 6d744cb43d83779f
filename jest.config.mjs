import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests for lib/ and components. Files ending in .dom.test.tsx run in jsdom, the rest in node. */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
  testMatch: ['<rootDir>/{lib,components,app,scripts,tests}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/bench/'],
};

export default createJestConfig(config);
