import { useTranslations } from 'next-intl';
import { BadgeCheck, Globe, Smartphone, Zap } from '@/components/ui/icons';

const reasons = [
  { key: 'exact', Icon: BadgeCheck },
  { key: 'fast', Icon: Zap },
  { key: 'everywhere', Icon: Smartphone },
  { key: 'languages', Icon: Globe },
] as const;

export function WhyChoose() {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="why-title" className="py-10">
      <h2 id="why-title" className="text-2xl font-bold text-slate-900">
        {t('whyTitle')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-5">
            <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
            <h3 className="mt-3 font-semibold">{t(`why.${key}Title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`why.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
