import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_FIELD, TYPED_EARLY } from '@/components/ui/use-early-value';
import { EARLY_FIELD_ATTRIBUTE, earlyInputScript, TYPED_EARLY_ATTRIBUTE } from '@/lib/site/early-input';

/** A field as the head script sees it. */
function field(early: boolean, value: string) {
  const attributes: Record<string, string> = early ? { [EARLY_FIELD_ATTRIBUTE]: '' } : {};
  return {
    value,
    attributes,
    hasAttribute: (name: string) => name in attributes,
    setAttribute: (name: string, text: string) => (attributes[name] = text),
  };
}

describe('what is typed before the page scripts run', () => {
  it('is kept, by the head script, on the fields that ask for it only', () => {
    let onInput: ((event: { target: unknown }) => void) | undefined;
    runInNewContext(earlyInputScript(), {
      document: {
        addEventListener: (type: string, listener: typeof onInput) => {
          if (type === 'input') onInput = listener;
        },
      },
    });
    const asks = field(true, '12');
    const other = field(false, 'secret');
    onInput?.({ target: asks });
    onInput?.({ target: other });
    expect(asks.attributes[TYPED_EARLY_ATTRIBUTE]).toBe('12');
    expect(other.attributes[TYPED_EARLY_ATTRIBUTE]).toBeUndefined();
  });

  it('is read by the components under the names the head script writes', () => {
    expect([EARLY_FIELD, TYPED_EARLY]).toEqual([EARLY_FIELD_ATTRIBUTE, TYPED_EARLY_ATTRIBUTE]);
  });
});
