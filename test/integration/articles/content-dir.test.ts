import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { articleStateDir, defaultContentDir } from '@/lib/articles/snapshot/content-dir';
import { createArticleSource } from '@/lib/articles/serve/source';
import { runSync } from '@/lib/articles';
import { parseServerEnv } from '@/lib/process/env';
import { makeContentDir, postFile, silentLog } from '@/test/support/articles/content-dir';

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

  it('keeps the live site’s own articles under the build’s cache, never in content/', () => {
    expect(articleStateDir(parseServerEnv({}), '/srv/site')).toBe(path.resolve('/srv/site/.next/cache/articles'));
    expect(articleStateDir(parseServerEnv({ NEXT_DIST_DIR: '.next-sheet' }), '/srv/site')).toBe(path.resolve('/srv/site/.next-sheet/cache/articles'));
    expect(articleStateDir(parseServerEnv({ ARTICLE_STATE_DIR: '/var/lib/site' }), '/srv/site')).toBe('/var/lib/site');
  });
});

describe('snapshot article index', () => {
  const env = parseServerEnv({});
  const noSheet = () => ({ ...env, GOOGLE_SHEETS_API_KEY: undefined, GOOGLE_SHEETS_ID: undefined });

  it('is built once per snapshot, and again after a sync replaces the snapshot', async () => {
    const contentDir = await makeContentDir({ 'first-post.md': postFile('First Post') });
    try {
      await runSync({ contentDir, env: noSheet(), offline: true, log: silentLog });
      const source = createArticleSource({ contentDir: () => contentDir, env: noSheet, log: silentLog });
      const first = await source.getIndex();
      expect(await source.getIndex()).toBe(first);
      expect(first.articles.map((article) => article.slug)).toEqual(['first-post']);

      await writeFile(path.join(contentDir, 'posts', 'second-post.md'), postFile('Second Post'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await runSync({ contentDir, env: noSheet(), offline: true, log: silentLog });
      const second = await source.getIndex();
      expect(second).not.toBe(first);
      expect(second.articles.map((article) => article.slug).sort()).toEqual(['first-post', 'second-post']);
    } finally {
      await rm(contentDir, { recursive: true, force: true });
    }
  });
});
