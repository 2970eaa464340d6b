'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AppLaunchPreset } from './app-launch-preset';

const NONE: AppLaunchPreset = {};
const subscribeNothing = () => () => {};
/** The start URL's marker (lib/pwa/app-launch.ts), looked for before anything else loads. */
const APP_START = /[?&]app=1(?:&|$)/;

// The query the page was opened with: the card rewrites the address as the visitor types
// (use-page-address.ts), and what the app started with must not vanish from under the card then.
let opened: { readonly path: string; readonly search: string } | undefined;
function openedSearch(): string {
  const { pathname, search } = window.location;
  if (opened?.path !== pathname) opened = { path: pathname, search };
  return opened.search;
}

/**
 * What a pair page opened as its installed app (start URL `?app=1`) starts from: the last value the
 * visitor converted on the pair, so the app opens, offline too, where the visitor left it, and the
 * start URL's precision (./app-launch-preset.ts, loaded only then). Nothing for any other visit, nor
 * on the server.
 */
export function useAppLaunch(pair: { category: string; from?: string; to?: string } | null): AppLaunchPreset {
  const category = pair?.category;
  const from = pair?.from;
  const to = pair?.to;
  const enabled = category !== undefined && from !== undefined && to !== undefined;
  const search = useSyncExternalStore(
    subscribeNothing,
    () => (enabled ? openedSearch() : ''),
    () => '',
  );
  const key = `${category}/${from}/${to}${search}`;
  const [launch, setLaunch] = useState<{ readonly key: string; readonly preset: AppLaunchPreset }>();
  useEffect(() => {
    if (!enabled || !APP_START.test(search)) return;
    let active = true;
    import('./app-launch-preset')
      .then((module) => module.appLaunchPreset(search, { category, from, to }))
      .then(
        (preset) => {
          if (active) setLaunch({ key, preset });
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [enabled, search, category, from, to, key]);
  return launch?.key === key ? launch.preset : NONE;
}
