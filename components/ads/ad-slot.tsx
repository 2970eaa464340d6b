import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils/cn';

const sizes = {
  // 320x100 on phones, 728x90 from tablet width; the box never shrinks below 100 px.
  top: 'h-[100px] w-[320px] md:w-[728px]',
  bottom: 'h-[100px] w-[320px] md:w-[728px]',
  // 300x600, only where a sidebar fits (1200 px and wider).
  sidebar: 'sticky top-4 hidden h-[600px] w-[300px] min-[1200px]:flex',
} as const;

export type AdPosition = keyof typeof sizes;

/**
 * A placeholder that reserves an ad's exact space, so nothing shifts when a real ad fills it.
 * The slot id is a placeholder until an ad provider is configured.
 */
export function AdSlot({ position, className }: { position: AdPosition; className?: string }) {
  const t = useTranslations('Ads');
  return (
    <div
      data-ad-slot={`unitly-${position}`}
      className={cn(
        'mx-auto flex max-w-full shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-100 text-xs text-slate-600',
        position === 'sidebar' ? '' : 'my-6 flex min-h-[100px]',
        sizes[position],
        className,
      )}
    >
      {t('label')}
    </div>
  );
}
