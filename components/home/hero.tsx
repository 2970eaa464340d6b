import { useTranslations } from 'next-intl';
import { ClientIsland } from '@/components/i18n/client-island';
import { QuickConvertBox } from '@/components/quick/quick-convert-box';
import { Link } from '@/i18n/navigation';
import { catalogueFigures } from '@/lib/units';

export function Hero() {
  const t = useTranslations('Home');
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-white sm:px-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('heroText', catalogueFigures)}</p>
      <ClientIsland islands={['QuickConvertBox']}>
        <QuickConvertBox tone="dark" className="mt-6 max-w-2xl" />
      </ClientIsland>
      <Link
        href="/tools"
        className="mt-6 inline-flex h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('heroCta')}
      </Link>
    </section>
  );
}
