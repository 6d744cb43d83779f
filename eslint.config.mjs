import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * One door per room: code outside lib/articles and lib/blog imports the room's door (`@/lib/articles`,
 * `@/lib/blog`) or, in a browser bundle, its browser part (`.../browser`), never a file inside. Tests,
 * specs and their support may reach a room's files: they test them one by one.
 */
const articlesDoor = {
  group: ['@/lib/articles/*', '**/lib/articles/*', '!@/lib/articles/browser'],
  message: "Import from '@/lib/articles' (or '@/lib/articles/browser' in a client component), not from a file inside the room.",
};
const blogDoor = {
  group: ['@/lib/blog/*', '**/lib/blog/*', '!@/lib/blog/browser'],
  message: "Import from '@/lib/blog' (or '@/lib/blog/browser' in a client component), not from a file inside the room.",
};
const testFiles = ['test/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'];
// Next loads its config before any bundler, with relative imports only: it takes the image settings
// from their own file rather than through a door that brings the whole blog with it.
const loadedBeforeBundling = ['next.config.ts'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'bench/bare/**', 'coverage/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['lib/articles/**', 'lib/blog/**', ...testFiles, ...loadedBeforeBundling],
    rules: { 'no-restricted-imports': ['error', { patterns: [articlesDoor, blogDoor] }] },
  },
  {
    files: ['lib/blog/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [articlesDoor] }] },
  },
  {
    files: ['lib/articles/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: ['@/lib/articles', '@/lib/articles/browser'].map((name) => ({ name, message: 'Inside the room, import the file itself: the door imports this file, so going through it makes a circle.' })), patterns: [blogDoor] }] },
  },
];

export default config;
