'use client';

import { useEffect, useRef, useState } from 'react';
import type { ServiceCategory } from '@/lib/reports/categories';
import { totalText } from '@/lib/reports/estimate-text';

type Item = { id: number; category: ServiceCategory };

/**
 * The total of the typical ranges under the list of findings. Rendered with every item ticked (as the
 * page arrives, and all a browser without JavaScript ever shows); with JavaScript it follows the
 * checkboxes of its form as the visitor clears items, and says which items the request will send.
 */
export function ReportTotal({ items, honesty }: { items: readonly Item[]; honesty: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number> | undefined>();

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const read = () => {
      const boxes = form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="item"]');
      setTicked(new Set([...boxes].filter((input) => input.checked).map((input) => Number(input.value))));
    };
    read();
    form.addEventListener('change', read);
    return () => form.removeEventListener('change', read);
  }, []);

  const chosen = ticked ? items.filter((item) => ticked.has(item.id)) : items;
  const text = totalText(chosen, items.length);
  return (
    <div ref={box} className="mt-6 rounded-xl border-2 border-brand-teal bg-cyan-50 p-4">
      <div aria-live="polite" aria-atomic="true">
        <p className="text-xl font-bold text-brand-navy">{text.headline}</p>
        {text.unpricedNote ? <p className="mt-1 text-slate-800">{text.unpricedNote}</p> : null}
        <p className="mt-1 text-slate-800">{text.sending}</p>
      </div>
      <p className="mt-2 text-slate-800">{honesty}</p>
    </div>
  );
}
