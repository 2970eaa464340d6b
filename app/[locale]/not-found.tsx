import { useTranslations } from 'next-intl';
import { NotFoundView } from '@/components/not-found/not-found-view';

export default function LocaleNotFound() {
  const t = useTranslations('NotFound');
  return <NotFoundView title={t('title')} description={t('description')} home={t('home')} />;
}
