'use client';

import { useEffect, useState } from 'react';
import type { AppLaunchPreset } from './app-launch-preset';

const NONE: AppLaunchPreset = {};
/** The start URL's marker (lib/pwa/app-launch.ts), looked for before anything else loads. */
const APP_START = /[?&]app=1(?:&|$)/;

/**
 * What a pair page opened as its installed app (start URL `?app=1`) starts from: the last value the
 * visitor converted on the pair, so the app opens, offline too, where the visitor left it, and the
 * start URL's precision (./app-launch-preset.ts, loaded only then). The address is read once the
 * page is live, before any change of the visitor's rewrites it (use-page-address.ts). Nothing for any
 * other visit, nor on the server.
 */
export function useAppLaunch(pair: { category: string; from?: string; to?: string } | null): AppLaunchPreset {
  const category = pair?.category;
  const from = pair?.from;
  const to = pair?.to;
  const [launch, setLaunch] = useState<{ readonly pair: string; readonly preset: AppLaunchPreset }>();
  const key = `${category}/${from}/${to}`;
  useEffect(() => {
    const search = window.location.search;
    if (category === undefined || from === undefined || to === undefined || !APP_START.test(search)) return;
    let active = true;
    import('./app-launch-preset')
      .then((module) => module.appLaunchPreset(search, { category, from, to }))
      .then(
        (preset) => {
          if (active) setLaunch({ pair: key, preset });
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [category, from, to, key]);
  return launch?.pair === key ? launch.preset : NONE;
}
