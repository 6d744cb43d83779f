import { articleNotFoundMessage } from './not-found-message';
import { createNotFoundPages, type RenderedNotFound } from './not-found-page';

/**
 * A stand-in for the server's render: the page names the slug in the HTML and in the script payload, as
 * Next's does, and the route answers 200, as app/(site)/blog-not-found/page.tsx does for the proxy's
 * token (the proxy sets the 404).
 */
function fakeRender(status = 200) {
  const calls: (string | undefined)[] = [];
  const render = jest.fn(async (slug: string | undefined): Promise<RenderedNotFound> => {
    calls.push(slug);
    const text = slug ? articleNotFoundMessage(slug).replaceAll('"', '&quot;') : 'The article you are looking for could not be found.';
    const payload = slug ? JSON.stringify(articleNotFoundMessage(slug)) : '""';
    return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<h1>Article Not Found</h1><p>${text}</p><script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>` };
  });
  return { render, calls };
}

describe('the blog 404 page of unknown addresses', () => {
  it('renders the page once for every unknown slug and names each slug as a render of its own would, with status 404', async () => {
    const { render, calls } = fakeRender();
    const pages = createNotFoundPages(render, 'missing-marker');
    const slugs = Array.from({ length: 100 }, (_, index) => `no-such-article-${index}`);
    const answers = await Promise.all(slugs.map((slug) => pages(slug)));
    expect(calls).toEqual(['missing-marker']);
    const direct = await fakeRender().render('no-such-article-42');
    expect(answers[42]).toEqual({ ...direct, status: 404 });
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    expect(answers[42]?.body).toContain('Article with slug &quot;no-such-article-42&quot; not found');
    expect(answers.every((answer, index) => answer.body.includes(`no-such-article-${index}`) && !answer.body.includes('missing-marker'))).toBe(true);
  });

  it('gives unknown tags, categories, pages and addresses that are not a slug one general page, rendered once', async () => {
    const { render, calls } = fakeRender();
    const pages = createNotFoundPages(render, 'missing-marker');
    const answers = await Promise.all([pages(undefined), pages('Not A Slug'), pages('<script>'), pages(undefined)]);
    expect(calls).toEqual([undefined]);
    for (const answer of answers) expect(answer.body).toContain('The article you are looking for could not be found.');
  });

  it('keeps no failed render: that visitor gets a render of their own and the next request tries again', async () => {
    const render = jest
      .fn<Promise<RenderedNotFound>, [string | undefined]>()
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValueOnce({ status: 200, headers: {}, body: 'Article with slug "gone-article" not found' })
      .mockResolvedValue({ status: 200, headers: {}, body: 'Article with slug "missing-marker" not found' });
    const pages = createNotFoundPages(render, 'missing-marker');
    expect((await pages('gone-article')).body).toBe('Article with slug "gone-article" not found');
    expect((await pages('other-article')).body).toBe('Article with slug "other-article" not found');
    expect((await pages('third-article')).body).toBe('Article with slug "third-article" not found');
    expect(render.mock.calls.map(([slug]) => slug)).toEqual(['missing-marker', 'gone-article', 'missing-marker']);
  });

  it.each([404, 500])('never keeps an answer that is not the page (%i: Next’s own not-found for a wrong token, an error)', async (status) => {
    const { render, calls } = fakeRender(status);
    const pages = createNotFoundPages(render, 'missing-marker');
    await pages('first-article');
    await pages('second-article');
    expect(calls).toEqual(['missing-marker', 'first-article', 'missing-marker', 'second-article']);
  });
});
