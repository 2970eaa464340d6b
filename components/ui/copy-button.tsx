'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/site/toast';

/** How long a copy button says "Copied!". */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard and says so for two seconds (`copied`); `copy` resolves false when
 * there is no clipboard or no permission, for the caller to say it failed. Every copy button of the
 * site uses it.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    clearTimeout(timer.current);
    try {
      // Without a clipboard (an insecure page, an old browser) this throws too.
      await navigator.clipboard.writeText(text);
    } catch {
      setCopied(false);
      return false;
    }
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return true;
  }
  return { copied, copy };
}

/**
 * Copies `text` to the clipboard and says "Copied!" for two seconds. On failure (no clipboard, no
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
  text: string;
  label: string;
  onCopied?: () => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useTranslations('Converter');
  const { copied, copy: copyText } = useCopy();

  async function copy() {
    if (await copyText(text)) onCopied?.();
    else toast({ title: t('copyFailed'), variant: 'destructive' });
  }

  return (
    <Button type="button" variant="secondary" size={size} onClick={copy} disabled={disabled} className={className}>
      {copied ? <ControlIcon name="check" className="h-4 w-4 text-green-700" /> : <ControlIcon name="copy" className="h-4 w-4" />}
      {copied ? t('copied') : label}
    </Button>
  );
}
