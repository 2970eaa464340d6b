'use client';

import { useTranslations } from 'next-intl';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * The frame every converter card shares: a card section named "Converter: Length", or "Category not
 * found" in its place when the page's category does not exist (`category` undefined; ids come from URLs).
 */
export function CardFrame({
  category,
  frameless = false,
  className,
  children,
}: {
  category: CategoryId | undefined;
  /** No frame (border, shadow-sm) and a narrow padding: the embedded widget, whose host page frames it. */
  frameless?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('Converter');
  const categoryNames = useTranslations('CategoryNames');
  return (
    <Card variant={frameless ? 'frameless' : 'converter'} className={className}>
      <section aria-label={category === undefined ? t('categoryNotFound') : t('label', { category: categoryNames(category) })}>
        {category === undefined ? (
          <p role="status" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {t('categoryNotFound')}
          </p>
        ) : (
          children
        )}
      </section>
    </Card>
  );
}
