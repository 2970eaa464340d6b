'use client';

import { useEffect, useRef } from 'react';

/**
 * Hands `adopt` what a GET form sent when it was submitted natively, before the page was live: the
 * browser opened this page again with the fields in its query, which the server does not render
 * (pages render from their path alone). `read` picks the request out of the query; when it names one,
 * the address loses the query (a reload must not send it twice) and `adopt` gets it, once.
 */
export function useSubmittedBeforeHydration<T>(read: (query: URLSearchParams) => T | undefined, adopt: (request: T) => void): void {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const request = read(new URLSearchParams(window.location.search));
    if (request === undefined) return;
    window.history.replaceState(null, '', window.location.pathname);
    adopt(request);
  });
}
