'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast/store';

/** How long a copy button says "Copied!". */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies `text` to the clipboard and says "Copied!" for two seconds. On failure (no clipboard, no
 * permission) it stays as it was and a toast says "Failed to copy text".
 */
export function CopyButton({
  text,
  label,
  onCopied,
  disabled,
  describedBy,
  size,
  className,
}: {
  text: string;
  label: string;
  onCopied?: () => void;
  disabled?: boolean;
  /** Why it is disabled, while it is. */
  describedBy?: string;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useTranslations('Converter');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy failed', error);
      setCopied(false);
      toast({ title: t('copyFailed'), variant: 'destructive' });
      return;
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }

  return (
    <Button type="button" variant="secondary" size={size} onClick={copy} disabled={disabled} aria-describedby={describedBy} className={className}>
      {copied ? <ControlIcon name="check" className="h-4 w-4 text-green-700" /> : <ControlIcon name="copy" className="h-4 w-4" />}
      {copied ? t('copied') : label}
    </Button>
  );
}
