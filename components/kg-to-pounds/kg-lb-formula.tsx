import { getTranslations } from 'next-intl/server';
import { Card, CardTitle } from '@/components/ui/card';
import type { Locale } from '@/i18n/locales';
import { kgToPoundsContent } from '@/lib/kg-to-pounds';

const LINES = ['definition', 'toPounds', 'toKilograms', 'example'] as const;

/** The formula card: the pound's definition, both directions and a worked example (engine numbers). */
export async function KgLbFormula({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'KgToPounds' });
  const { formula } = kgToPoundsContent(locale);
  return (
    <Card>
      <CardTitle>{t('formulaTitle')}</CardTitle>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
        {LINES.map((line) => (
          <div key={line} className="contents">
            <dt className="font-medium text-slate-700">{t(`formulaLabels.${line}`)}</dt>
            <dd className="font-mono text-slate-900 tabular-nums">{t(`formula.${line}`, formula)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
