'use client';

import { useState } from 'react';
import { scrollToTopClick, send } from '@/lib/analytics/events';
import { prefersReducedMotion } from '@/lib/site/navigation';
import { uiTimings } from '@/lib/site/ui-timings';
import { useScrolledPast } from './use-scrolled-past';

const TOOL_EMOJI = ['🔧', '🔨', '🪛', '🪚', '🧰', '📐', '🪜', '🔩', '⚡', '🏠'];

type FloatingIcon = { id: number; emoji: string; left: number; delay: number; drift: number };

/** Icons released by one press: positions spread across the width, small random delays and drift. */
function releaseIcons(seed: number): FloatingIcon[] {
  return Array.from({ length: uiTimings.scrollTopIconCount }, (_, index) => ({
    id: seed + index,
    emoji: TOOL_EMOJI[index % TOOL_EMOJI.length] ?? '🔧',
    left: Math.round(Math.random() * 94) + 3,
    delay: Math.round(Math.random() * 400),
    drift: Math.round(Math.random() * 120) - 60,
  }));
}

/**
 * The floating 'Top' button: shown past 200 px, scrolls to the top, releases 30
 * tool emoji for 3 s each (none under prefers-reduced-motion) and reports 'Scroll to Top'.
 */
export function ScrollToTop() {
  const visible = useScrolledPast(uiTimings.scrollTopThreshold);
  const [icons, setIcons] = useState<FloatingIcon[]>([]);

  const onClick = () => {
    const reduced = prefersReducedMotion();
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    send(scrollToTopClick());
    if (reduced) return;
    const released = releaseIcons(Date.now());
    setIcons((current) => [...current, ...released]);
    const ids = new Set(released.map((icon) => icon.id));
    window.setTimeout(() => {
      setIcons((current) => current.filter((icon) => !ids.has(icon.id)));
    }, uiTimings.scrollTopIconDurationMs + 500);
  };

  return (
    <>
      {visible ? (
        <button type="button" onClick={onClick} className="scroll-top-button" aria-label="Scroll to top">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 19V5M5 12l7-7 7 7" />
          </svg>
          <span>Top</span>
        </button>
      ) : null}
      {icons.length > 0 ? (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 overflow-hidden" data-testid="floating-tools">
          {icons.map((icon) => (
            <span
              key={icon.id}
              className="floating-tool"
              style={{
                left: `${icon.left}%`,
                animationDelay: `${icon.delay}ms`,
                animationDuration: `${uiTimings.scrollTopIconDurationMs}ms`,
                ['--drift' as string]: `${icon.drift}px`,
              }}
            >
              {icon.emoji}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
