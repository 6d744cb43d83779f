import { parsePostFile, postToDraft, PostError, type PostFile } from './posts';

const now = new Date('2026-11-21T00:00:00.000Z');
const post = (data: Record<string, unknown>, body = 'Body text', origin = 'content/posts/sample-post.md'): PostFile => ({ origin, data, body });

describe('hand-written posts', () => {
  it('reads front matter with the sheet defaults', () => {
    const draft = postToDraft(post({ title: 'Sample', date: new Date(Date.UTC(2026, 2, 4)), tags: ['PICRA', 'Buyers'], category: 'legal', featured: true, image: '/images/blog/sample-post.svg' }), now);
    expect(draft).toMatchObject({
      id: 'post-sample-post',
      slug: 'sample-post',
      title: 'Sample',
      publishDate: '2026-03-04T00:00:00.000Z',
      category: 'Legal',
      tags: ['PICRA', 'Buyers'],
      featured: true,
      images: ['/images/blog/sample-post.svg'],
      author: 'Tidewater Inspection Repairs Team',
      storedContent: 'Body text',
      source: 'post',
      origin: 'content/posts/sample-post.md',
    });
  });
  it('skips drafts', () => {
    expect(postToDraft(post({ title: 'T', status: 'Draft' }), now)).toBeUndefined();
  });
  it.each([
    [{}, 'front matter has no title'],
    [{ title: 'T', status: 'Archived' }, 'status must be Published or Draft'],
    [{ title: 'T', date: 'someday' }, 'publish date "someday" not understood'],
    [{ title: 'T', slug: 'Bad Slug' }, 'slug "Bad Slug"'],
  ])('rejects %j', (data, message) => {
    expect(() => postToDraft(post(data), now)).toThrow(PostError);
    expect(() => postToDraft(post(data), now)).toThrow(message);
  });
});

describe('post front matter', () => {
  afterEach(() => {
    delete (globalThis as { __frontMatterRan?: boolean }).__frontMatterRan;
  });

  it.each(['js', 'javascript', 'JS'])('never runs ---%s front matter', (language) => {
    const source = `---${language}\n{ title: (globalThis.__frontMatterRan = true, 'Owned') }\n---\nBody`;
    expect(() => parsePostFile(source, 'content/posts/evil.md')).toThrow(PostError);
    expect(() => parsePostFile(source, 'content/posts/evil.md')).toThrow(/content\/posts\/evil\.md: front matter written in JavaScript/);
    expect((globalThis as { __frontMatterRan?: boolean }).__frontMatterRan).toBeUndefined();
  });

  it("refuses YAML's !!js/function tag and reads plain YAML", () => {
    expect(() => parsePostFile('---\ntitle: Roof leaks\nexploit: !!js/function "function () { return 1 }"\n---\nBody', 'content/posts/x.md')).toThrow(PostError);
    expect(parsePostFile('---\ntitle: Roof leaks\n---\nBody', 'content/posts/x.md')).toEqual({ origin: 'content/posts/x.md', data: { title: 'Roof leaks' }, body: 'Body' });
  });
});
