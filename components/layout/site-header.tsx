import { useTranslations } from 'next-intl';
import { ClientIsland } from '@/components/i18n/client-island';
import { Link } from '@/i18n/navigation';
import { LogoMark } from './logo-mark';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  const t = useTranslations('Header');
  const site = useTranslations('Site');
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link href="/" aria-label={t('home')} className="flex items-center gap-2 text-xl font-bold text-brand-700">
          <LogoMark />
          {site('name')}
        </Link>
        <ClientIsland islands={['SiteNav']}>
          <SiteNav />
        </ClientIsland>
      </div>
    </header>
  );
}
