import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

const sizes = {
  // 320x100 on phones, 728x90 from tablet width; the box never shrinks below 100 px.
  top: 'min-h-[100px] h-[100px] w-[320px] md:w-[728px]',
  bottom: 'min-h-[100px] h-[100px] w-[320px] md:w-[728px]',
  // 300x600, only where a sidebar fits (1200 px and wider).
  sidebar: 'sticky top-4 hidden h-[600px] w-[300px] min-[1200px]:flex',
} as const;

/** Where a top or bottom slot shows, and its margin (the sidebar's display is in its size). */
const shows = {
  always: 'my-6 flex',
  /** Phones only, placed by a page in its own column below its converter, whose gap spaces it. */
  phones: 'flex md:hidden',
  /** Tablet width and up: the page frame's top slot on a page that places its own for phones. */
  tablets: 'my-6 hidden md:flex',
} as const;

export type AdPosition = keyof typeof sizes;

/**
 * A placeholder that reserves an ad's exact space, so nothing shifts when a real ad fills it.
 * The slot id is a placeholder until an ad provider is configured. Display and margin are the
 * slot's own (`show`); className must not set them.
 */
export function AdSlot({ position, show = 'always', className }: { position: AdPosition; show?: keyof typeof shows; className?: string }) {
  const t = useTranslations('Ads');
  return (
    <div data-ad-slot={`unitly-${position}`} className={cn('ad-slot', sizes[position], position !== 'sidebar' && shows[show], className)}>
      {t('label')}
    </div>
  );
}
