import { changeCustomUnits } from './change-custom-units';
import type { CustomUnit } from '@/lib/custom-units/types';

/**
 * Tells `listener` every category's kept units now and after every change (the editor of a card on
 * this page, another tab). Loaded by ./use-kept-units.ts only for a visitor who keeps some.
 * Returns the unsubscribe.
 */
export async function followKeptUnits(listener: (units: readonly CustomUnit[]) => void): Promise<() => void> {
  const store = await changeCustomUnits();
  listener(store.getState().units);
  const unsubscribe = store.subscribe((state) => listener(state.units));
  const key = store.persist.getOptions().name;
  const otherTab = (event: StorageEvent) => {
    if (event.key === key) void store.persist.rehydrate();
  };
  window.addEventListener('storage', otherTab);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', otherTab);
  };
}
