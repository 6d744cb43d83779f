import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * One door per room: code outside lib/articles, lib/blog, lib/leads and lib/outbox imports the room's
 * door (`@/lib/articles`, `@/lib/blog`, `@/lib/leads`, `@/lib/outbox`) or, in a browser bundle, its
 * browser part (`@/lib/articles/browser`, `@/lib/blog/browser`, `@/lib/leads/types`), never another
 * file inside. Inside a room, files import each other directly: the door imports them, so going
 * through it would make a circle. Tests, specs and their support may reach a room's files: they test
 * them one by one.
 */
const rooms = [
  { name: 'articles', browser: '@/lib/articles/browser', hint: "'@/lib/articles' (or '@/lib/articles/browser' in a client component)" },
  { name: 'blog', browser: '@/lib/blog/browser', hint: "'@/lib/blog' (or '@/lib/blog/browser' in a client component)" },
  { name: 'leads', browser: '@/lib/leads/types', hint: "'@/lib/leads' (or '@/lib/leads/types' in a client component)" },
  { name: 'outbox', browser: undefined, hint: "'@/lib/outbox'" },
];
const doorOf = (room) => ({
  group: [`@/lib/${room.name}/*`, `**/lib/${room.name}/*`, ...(room.browser ? [`!${room.browser}`] : [])],
  message: `Import from ${room.hint}, not from a file inside the room.`,
});
// A browser part that is a door of its own (browser.ts re-exports the room's files) is a door inside
// the room too; lib/leads/types.ts is a plain file of the room.
const ownDoor = (room) =>
  [`@/lib/${room.name}`, ...(room.browser?.endsWith('/browser') ? [room.browser] : [])].map((name) => ({
    name,
    message: 'Inside the room, import the file itself: the door imports this file, so going through it makes a circle.',
  }));
const testFiles = ['test/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'];
// Next loads its config before any bundler, with relative imports only: it takes the image settings
// from their own file rather than through a door that brings the whole blog with it.
const loadedBeforeBundling = ['next.config.ts'];
const roomFiles = (room) => `lib/${room.name}/**/*.{ts,tsx}`;

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'bench/bare/**', 'coverage/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: [...rooms.map((room) => `lib/${room.name}/**`), ...testFiles, ...loadedBeforeBundling],
    rules: { 'no-restricted-imports': ['error', { patterns: rooms.map(doorOf) }] },
  },
  ...rooms.map((room) => ({
    files: [roomFiles(room)],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: ownDoor(room), patterns: rooms.filter((other) => other !== room).map(doorOf) }] },
  })),
];

export default config;
