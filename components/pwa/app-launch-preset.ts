import { hydrateHistory } from '@/components/history/use-history';
import { historyStore } from '@/lib/converter/history-store';
import type { ResultFormat } from '@/lib/format/answer';
import { readAppLaunch } from '@/lib/pwa/app-launch';

export interface AppLaunchPreset {
  /** The last value the visitor converted between the pair's units (their recent conversions). */
  readonly value?: string;
  /** The precision the start URL carries. */
  readonly format?: ResultFormat;
}

/**
 * What a pair page opened at its app's start URL (`search`) starts from: the start URL's precision
 * and the value of the visitor's latest recent conversion between the pair's units. Loaded only by
 * such a visit (./use-app-launch.ts).
 */
export async function appLaunchPreset(search: string, pair: { category: string; from: string; to: string }): Promise<AppLaunchPreset> {
  const launch = readAppLaunch(search);
  if (launch === null) return {};
  await hydrateHistory();
  const value = historyStore
    .getState()
    .recent.find((entry) => entry.category === pair.category && entry.from === pair.from && entry.to === pair.to)?.value;
  return value === undefined ? launch : { ...launch, value };
}
