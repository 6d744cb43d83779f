'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
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

/**
 * The bar, and on phones its menu. One list of links serves both: from 1024 px it sits in the bar; below,
 * it is a popover (the HTML popover attribute) opened by the menu button. The browser opens and closes
 * it, closes it on Escape and on a tap outside, and gives the focus back to the button, before this
 * component has hydrated too; the button's name and icon follow the open state in CSS
 * (.site-header:has(.nav-menu:popover-open)). React keeps aria-expanded in step and closes the menu
 * after a choice in it. No copy of the links is sent for the phone menu.
 */
export function Navbar({ variant = 'full', quoteLink }: NavbarProps) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(uiTimings.navScrolledThreshold);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // A menu opened before hydration is already open: aria-expanded starts from the platform's state.
  useEffect(() => {
    if (menuRef.current?.matches(':popover-open')) setOpen(true);
  }, []);

  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };

  // On the landing page the section links scroll in place; elsewhere they go to / first.
  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
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
        <Link href="/" className="brand-link" onClick={closeMenu}>
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
            <button type="button" className="nav-toggle" popoverTarget={menuId} aria-expanded={open} aria-controls={menuId}>
              <span className="nav-toggle-open sr-only">Open menu</span>
              <span className="nav-toggle-close sr-only">Close menu</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path className="nav-toggle-open" d="M4 7h16M4 12h16M4 17h16" />
                <path className="nav-toggle-close" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
            {/* Any choice in the menu closes it, including the quote link that opens a new tab. */}
            <div
              ref={menuRef}
              id={menuId}
              popover="auto"
              className="nav-menu"
              onToggle={(event) => setOpen(event.newState === 'open')}
              onClick={(event) => {
                if (event.target instanceof Element && event.target.closest('a')) closeMenu();
              }}
            >
              <ul className="nav-menu-list">
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
                <li className="nav-menu-quote">{quoteLink}</li>
              </ul>
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
