'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { pageLinks, prefersReducedMotion, sectionHref, sectionLinks } from '@/lib/site/navigation';
import { siteConfig } from '@/lib/site/config';
import { uiTimings } from '@/lib/site/ui-timings';
import { useScrolledPast } from './use-scrolled-past';

type NavbarProps = {
  /** 'full' on site pages; 'compact' is the smaller bar with a Home button (legal and error pages). */
  variant?: 'full' | 'compact';
  /** The Request Quote link, rendered on the server (TrackedLink) and passed in. */
  quoteLink: React.ReactNode;
};

export function Navbar({ variant = 'full', quoteLink }: NavbarProps) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(uiTimings.navScrolledThreshold);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // The mobile menu closes after any selection in it, including the quote link that opens a new tab.
  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const onSelect = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    menu.addEventListener('click', onSelect);
    return () => menu.removeEventListener('click', onSelect);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  // On the landing page the section links scroll in place; elsewhere they go to / first.
  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    setOpen(false);
    if (pathname !== '/') return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  const compact = variant === 'compact';
  // The scrolled look (the site-header class with data-scrolled) changes color and shadow only, never
  // the bar's height: a height change would shift the page (layout shift) and make the browser's
  // scroll anchoring fight smooth scrolling.

  return (
    <header data-scrolled={scrolled ? 'true' : 'false'} className="site-header">
      <nav aria-label="Main" className="nav-bar">
        <Link href="/" className="brand-link" onClick={() => setOpen(false)}>
          <span aria-hidden="true" className="brand-mark" />
          {/* On phones the compact bar shows the mark alone, so that Home and Request Quote both fit beside it. */}
          <span className={compact ? 'sr-only text-base sm:not-sr-only' : 'text-lg leading-tight'}>{siteConfig.name}</span>
        </Link>

        {compact ? (
          <div className="flex items-center gap-3">
            <Link href="/" className="btn-secondary">
              Home
            </Link>
            {quoteLink}
          </div>
        ) : (
          <>
            <ul className="hidden items-center gap-6 lg:flex">
              {sectionLinks.map((link) => (
                <li key={link.id}>
                  <Link href={sectionHref(link.id)} className="nav-link" onClick={(event) => onSectionClick(event, link.id)}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {pageLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="nav-link" aria-current={pathname.startsWith(link.href) ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>{quoteLink}</li>
            </ul>

            <button
              ref={toggleRef}
              type="button"
              className="nav-toggle"
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpen((value) => !value)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </button>
          </>
        )}
      </nav>

      {/* The phone menu exists only while open: a closed menu would be sent, hidden, in every page's HTML. */}
      {compact || !open ? null : (
        <div ref={menuRef} id={menuId} className="mobile-menu">
          <ul className="mobile-menu-list">
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <Link href={sectionHref(link.id)} className="mobile-nav-link" onClick={(event) => onSectionClick(event, link.id)}>
                  {link.label}
                </Link>
              </li>
            ))}
            {pageLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="mobile-nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="pt-2">{quoteLink}</li>
          </ul>
        </div>
      )}
    </header>
  );
}
