'use client';

import { useEffect } from 'react';

/** The User Timing mark set once the page is live: what real-user timing and the page benches read. */
export const HYDRATED_MARK = 'hydrated';

/**
 * Marks the moment React has hydrated the page. Last in <body>: React runs effects in tree order,
 * so every other component's first effects have run by then.
 */
export function HydrationMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
