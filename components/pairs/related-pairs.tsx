import { getTranslations } from 'next-intl/server';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pairPath } from '@/lib/content';
import type { Pair } from '@/lib/units';
import { pairText } from './pair-title';

/** Up to six other pair pages: the reverse first, then pairs sharing a unit (lib/units relatedPairs). */
export async function RelatedPairs({ locale, pairs }: { locale: Locale; pairs: readonly Pair[] }) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const text = await pairText(locale);
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="related-pairs" className="flex flex-col gap-3">
      <h2 id="related-pairs" className="text-xl font-semibold text-slate-900">
        {t('relatedTitle')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {pairs.map((pair) => (
          <li key={pair.id}>
            <Link href={pairPath(pair)} className="link-card">
              {text.title(pair)}
              <CssIcon name="arrow-right" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
