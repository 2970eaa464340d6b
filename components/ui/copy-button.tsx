'use client';

import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCopy } from './use-copy';

/**
 * Copies `text` (or what `text()` gives at the press) to the clipboard and says "Copied!" for two seconds. On failure (no clipboard, no
 * permission) it stays as it was and a toast says "Failed to copy text".
 */
export function CopyButton({
  text,
  label,
  onCopied,
  disabled,
  size,
  className,
}: {
  text: string | (() => string | Promise<string>);
  label: string;
  onCopied?: () => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useTranslations('CopyButton');
  const { copied, copy: copyText } = useCopy();

  async function copy() {
    if (await copyText(typeof text === 'function' ? text() : text)) onCopied?.();
    // The toast store loads on a failure only: the embedded widget's card has a copy button and no toaster.
    else void import('@/lib/site/toast').then(({ toast }) => toast({ title: t('copyFailed'), variant: 'destructive' }));
  }

  return (
    <Button type="button" variant="secondary" size={size} onClick={copy} disabled={disabled} className={className}>
      {copied ? <SpriteIcon name="check" className="h-4 w-4 text-green-700" /> : <SpriteIcon name="copy" className="h-4 w-4" />}
      {copied ? t('copied') : label}
    </Button>
  );
}
