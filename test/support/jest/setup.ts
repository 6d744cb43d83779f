/// <reference types="@testing-library/jest-dom" />

/**
 * jest-dom's matchers (toBeInTheDocument, toHaveAttribute...) are for the tests that run in jsdom.
 * Each test file has a module registry of its own, so loading them everywhere cost every node test
 * file the library and its dependencies again; only files with a document load them.
 */
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { default: matchers } = await import('@testing-library/jest-dom/matchers');
  expect.extend(matchers);
});
