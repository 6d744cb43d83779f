import { breadcrumbTrail, HOME_CRUMB } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it.each([
    ['the home page alone', [], ['/']],
    ['a top-level page', [{ name: 'Contact', path: '/contact' }], ['/', '/contact']],
    [
      'a trail handed over with Home at its head',
      [HOME_CRUMB, { name: 'Blog', path: '/blog' }, { name: 'An article', path: '/blog/an-article' }],
      ['/', '/blog', '/blog/an-article'],
    ],
    [
      'a trail naming one path twice',
      [{ name: 'Blog', path: '/blog' }, { name: 'Category: Electrical', path: '/blog/category/electrical' }, { name: 'Blog again', path: '/blog' }],
      ['/', '/blog', '/blog/category/electrical'],
    ],
  ])('starts %s at Home, each path once', (_case, crumbs, paths) => {
    const trail = breadcrumbTrail(crumbs);
    expect(trail.map((crumb) => crumb.path)).toEqual(paths);
    expect(trail[0]).toEqual({ name: 'Home', path: '/' });
  });
});
