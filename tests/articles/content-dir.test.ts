import path from 'node:path';
import { defaultContentDir } from '@/lib/articles/source';
import { parseServerEnv } from '@/lib/env';

describe('content folder', () => {
  it('is content/ in the working directory by default', () => {
    expect(defaultContentDir(parseServerEnv({}), '/srv/site')).toBe(path.resolve('/srv/site', 'content'));
  });

  it('follows CONTENT_DIR, relative to the working directory or absolute', () => {
    expect(defaultContentDir(parseServerEnv({ CONTENT_DIR: 'bench/tmp/content' }), '/srv/site')).toBe(path.resolve('/srv/site/bench/tmp/content'));
    expect(defaultContentDir(parseServerEnv({ CONTENT_DIR: '/tmp/generated' }), '/srv/site')).toBe(path.resolve('/tmp/generated'));
  });

  it('treats an empty CONTENT_DIR as unset', () => {
    expect(defaultContentDir(parseServerEnv({ CONTENT_DIR: ' ' }), '/srv/site')).toBe(path.resolve('/srv/site', 'content'));
  });
});
