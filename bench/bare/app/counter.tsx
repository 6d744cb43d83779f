'use client';

import { useState } from 'react';

/** The reference app's one client component: a counter, so the page hydrates as a small app does. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Pressed {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
