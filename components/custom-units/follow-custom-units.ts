import { cardCustomUnits, type CardCustomUnits } from '@/lib/custom-units/card-state';
import { changeCustomUnits } from './change-custom-units';

/**
 * Tells `listener` the card's view of the visitor's own units now and after every change (this page's
 * editor, another tab): loaded by ./use-custom-units.ts only for a visitor who has some, a link that
 * defines some, or the editor opened. Returns the unsubscribe.
 */
export async function followCustomUnits(category: string, search: string, listener: (view: CardCustomUnits) => void): Promise<() => void> {
  const store = await changeCustomUnits();
  const tell = () => listener(cardCustomUnits(store.getState().units, category, search));
  tell();
  const unsubscribe = store.subscribe(tell);
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
