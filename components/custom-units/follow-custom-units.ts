import { cardCustomUnits, type CardCustomUnits } from '@/lib/custom-units/card-state';
import { followKeptUnits } from './follow-kept-units';

/**
 * Tells `listener` a card's view of the visitor's own units now and after every change: loaded by
 * ./use-custom-units.ts only for a visitor who keeps some, a link that defines some, or the editor
 * opened. Returns the unsubscribe.
 */
export function followCustomUnits(category: string, search: string, listener: (view: CardCustomUnits) => void): Promise<() => void> {
  return followKeptUnits((kept) => listener(cardCustomUnits(kept, category, search)));
}
