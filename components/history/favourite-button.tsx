'use client';

import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { isFavourite, type Conversion } from '@/lib/converter/history-entries';
import { cn } from '@/components/ui/cn';
import { toggleFavourite, useHistory, useHistoryHydrated } from './use-history';

/**
 * "Add to favourites" on the converter card: pressed stars the pair with its value, pressed again
 * removes it. The name stays the same; aria-pressed tells which state it is in. A press before the
 * stored favourites are read waits for them (toggleFavourite).
 */
export function FavouriteButton({ conversion }: { conversion: Conversion }) {
  const t = useTranslations('Favourites');
  const hydrated = useHistoryHydrated();
  const starred = useHistory((state) => isFavourite(state.favourites, conversion));
  return (
    <button
      type="button"
      aria-pressed={hydrated && starred}
      onClick={() => void toggleFavourite(conversion)}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium',
        starred ? 'border-amber-400 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <SpriteIcon name={starred ? 'star-filled' : 'star'} className={cn('size-4', starred && 'text-amber-500')} />
      {t('add')}
    </button>
  );
}
