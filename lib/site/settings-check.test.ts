/**
 * The owner's settings file is checked when a build or a server starts (next.config.ts), not by the
 * module every client component imports: the validator must not ship to browsers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

describe('checking config/site.json', () => {
  afterEach(() => jest.dontMock('@/config/site.json'));

  it('stops a build or a server start with the wrong field named', () => {
    const good = JSON.parse(readFileSync(path.join(process.cwd(), 'config', 'site.json'), 'utf8'));
    jest.isolateModules(() => {
      jest.doMock('@/config/site.json', () => ({ ...good, phone: '757-555' }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const nextConfig = require('../../next.config').default as (phase: string) => unknown;
      expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/phone: must look like \(757\) 555-0147/);
    });
  });

  it('starts with the settings file as it is', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const nextConfig = require('../../next.config').default as (phase: string) => { poweredByHeader?: boolean };
      expect(nextConfig(PHASE_PRODUCTION_SERVER).poweredByHeader).toBe(false);
    });
  });

  it('leaves the validator out of the module that client components import', () => {
    const source = readFileSync(path.join(process.cwd(), 'lib', 'site', 'config.ts'), 'utf8');
    // A type-only import is erased; a value import would bundle zod into every page's JavaScript.
    expect(source).not.toMatch(/^import\s+\{[^}]*\}\s+from\s+'\.\/settings'/m);
    expect(source).not.toMatch(/from\s+'zod'/);
  });
});
