'use client';

import { Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/utils/cn';
import { ThemeSelect } from '@/components/theme/theme-select';
import { LanguageSelect } from './language-select';

/** Main navigation: inline on wide screens, behind the "Menu" toggle on narrow ones. */
export function SiteNav() {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        aria-label={t('menu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 md:hidden"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <nav
        id={menuId}
        aria-label={t('primaryNav')}
        className={cn(
          'absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 md:static md:flex md:border-0 md:bg-transparent md:p-0',
          open ? 'block' : 'hidden md:flex',
        )}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
          <li>
            <Link href="/" onClick={close} className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100">
              {t('categories')}
            </Link>
          </li>
          <li>
            <Link href="/tools" onClick={close} className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100">
              {t('tools')}
            </Link>
          </li>
          <li className="px-3 py-2 md:py-0">
            <LanguageSelect />
          </li>
          <li className="px-3 py-2 md:py-0">
            <ThemeSelect />
          </li>
        </ul>
      </nav>
    </>
  );
}
