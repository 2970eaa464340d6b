import { useTranslations } from 'next-intl';
import { Gauge, Gift, Maximize2, Smartphone, Zap } from '@/components/ui/icons';
import { WIDGET_HEIGHT, WIDGET_WIDTH } from '@/lib/widget';

// The five features the widget page promises, in the order it lists them.
const features = [
  { key: 'realtime', Icon: Zap },
  { key: 'responsive', Icon: Smartphone },
  { key: 'lightweight', Icon: Gauge },
  { key: 'free', Icon: Gift },
  { key: 'size', Icon: Maximize2 },
] as const;

/** What the widget offers, as a list of short titled points. */
export function FeatureList() {
  const t = useTranslations('Widget');
  const sizes = { minWidth: WIDGET_WIDTH.min, maxWidth: WIDGET_WIDTH.max, minHeight: WIDGET_HEIGHT.min, maxHeight: WIDGET_HEIGHT.max };
  return (
    <section aria-labelledby="widget-features" className="mt-10">
      <h2 id="widget-features" className="text-2xl font-bold tracking-tight">
        {t('featuresTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{key === 'size' ? t('features.size.text', sizes) : t(`features.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
