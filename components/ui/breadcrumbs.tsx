import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbTrail } from '@/lib/copy/breadcrumbs';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';

type BreadcrumbsProps = {
  /** The crumbs below Home; the last is the current page. */
  trail: readonly Crumb[];
  /** The visible trail's colors (on a light page or a dark hero), or no visible trail: structured data only. */
  display?: 'light' | 'dark' | 'none';
};

const styles = {
  light: { list: 'text-slate-600', link: 'text-brand-teal hover:underline', current: 'font-medium text-slate-800' },
  dark: { list: 'text-slate-100', link: 'underline-offset-4 hover:underline', current: 'font-semibold' },
} as const;

/** A page's breadcrumb trail and its BreadcrumbList structured data, from one list. */
export function Breadcrumbs({ trail, display = 'light' }: BreadcrumbsProps) {
  const crumbs = breadcrumbTrail(trail);
  const data = <JsonLd data={breadcrumbJsonLd(crumbs)} />;
  if (display === 'none') return data;
  const style = styles[display];
  return (
    <>
      {data}
      <nav aria-label="Breadcrumb">
        <ol className={`flex flex-wrap items-center gap-2 text-sm ${style.list}`}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className={style.current}>
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className="flex items-center gap-2">
                <Link href={crumb.path} className={style.link}>
                  {crumb.name}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
