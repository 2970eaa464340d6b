'use client';

// Its own module: a copy control that is no CopyButton (the recipe's) reads none of the Converter's texts.
import { useEffect, useRef, useState } from 'react';

/** How long a copy button says "Copied!". */
const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard and says so for two seconds (`copied`); `copy` resolves false when
 * there is no clipboard or no permission, for the caller to say it failed. Every copy button of the
 * site uses it.
 */
export function useCopy(): { copied: boolean; copy: (text: string | Promise<string>) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A text still being written (the widget's snippet while its writer loads) is awaited, so what is
  // copied is what the controls chose at the press, never the text shown before.
  async function copy(text: string | Promise<string>): Promise<boolean> {
    clearTimeout(timer.current);
    try {
      // Without a clipboard (an insecure page, an old browser) this throws too.
      await navigator.clipboard.writeText(await text);
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
