import { analyticsLocation, isPrivatePath, privatePathCheck } from './private-pages';

describe('pages analytics never sees', () => {
  it.each(['/admin', '/admin/leads', '/admin/login', '/newsletter/confirm', '/newsletter/unsubscribe'])('%s is private', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each(['/', '/blog', '/administrator-checklist', '/newsletter', '/contact'])('%s is not', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });

  it('gives the inline snippets the same test', () => {
    const test = (pathname: string) => new Function('location', `return ${privatePathCheck()};`)({ pathname }) as boolean;
    for (const path of ['/admin', '/admin/leads', '/newsletter/confirm']) expect(test(path)).toBe(true);
    for (const path of ['/', '/blog', '/administrator-checklist']) expect(test(path)).toBe(false);
  });

  it('removes tokens and other secrets from addresses', () => {
    expect(analyticsLocation('https://tidewaterinspectionrepairs.com/newsletter/confirm?token=abc123&utm_source=mail#x')).toBe('https://tidewaterinspectionrepairs.com/newsletter/confirm?utm_source=mail');
    expect(analyticsLocation('https://tidewaterinspectionrepairs.com/blog?q=sump&Token=1')).toBe('https://tidewaterinspectionrepairs.com/blog?q=sump');
  });
});
