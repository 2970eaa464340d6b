import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

// Any path that no page claims renders the localized not-found screen with status 404.
export default async function CatchAllPage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
