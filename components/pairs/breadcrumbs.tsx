import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { localizedUrl } from '@/i18n/locale-path';
import { siteUrl } from '@/lib/seo/site';

export interface Crumb {
  readonly name: string;
  /** Locale-free path. */
  readonly path: string;
}

/** The trail Home › … › this page, visible and as BreadcrumbList structured data. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: readonly Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const crumbs: readonly Crumb[] = [{ name: t('home'), path: '/' }, ...trail];
  const origin = siteUrl();
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="breadcrumbs">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="breadcrumb">
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <Link href={crumb.path}>{crumb.name}</Link>
                  <SpriteIcon name="chevron-right" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: localizedUrl(origin, locale, crumb.path) })))} />
    </nav>
  );
}
