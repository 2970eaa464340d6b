import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_FIELD, TYPED_EARLY } from '@/components/ui/use-early-value';
import {
  EARLY_FIELD_ATTRIBUTE,
  EARLY_LIVE_ATTRIBUTE,
  EARLY_TOGGLE_ATTRIBUTE,
  earlyInputScript,
  toggledEarly,
  TYPED_EARLY_ATTRIBUTE,
} from '@/lib/site/early-input';

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

/** A stand-in element: attributes, `hidden`, and `closest` over its own attributes and its parent's. */
interface FakeElement {
  attributes: Record<string, string>;
  hidden: boolean;
  parent?: FakeElement;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  closest(selector: string): FakeElement | null;
}
function element(attributes: Record<string, string>, parent?: FakeElement): FakeElement {
  const self: FakeElement = {
    attributes,
    hidden: false,
    parent,
    getAttribute: (name) => attributes[name] ?? null,
    setAttribute: (name, value) => void (attributes[name] = value),
    closest: (selector) => {
      const name = /^\[([\w-]+)\]$/.exec(selector)?.[1];
      for (let node: FakeElement | undefined = self; node; node = node.parent)
        if (name !== undefined && name in node.attributes) return node;
      return null;
    },
  };
  return self;
}

describe('a disclosure button clicked before the page scripts run', () => {
  function page() {
    let onClick: ((event: { target: unknown }) => void) | undefined;
    const list = element({});
    const button = element({ [EARLY_TOGGLE_ATTRIBUTE]: '', 'aria-expanded': 'false', 'aria-controls': 'a1', 'data-state': 'closed' }, list);
    const label = element({}, button);
    const panel = element({ id: 'a1', 'data-state': 'closed' });
    panel.hidden = true;
    runInNewContext(earlyInputScript(), {
      document: {
        addEventListener: (type: string, listener: typeof onClick) => {
          if (type === 'click') onClick = listener;
        },
        getElementById: (id: string) => (id === 'a1' ? panel : null),
      },
    });
    const click = (target: unknown) => {
      const event: Record<string, unknown> = { target };
      onClick?.(event as { target: unknown });
      return event as unknown as Event;
    };
    return { list, button, label, panel, click };
  }

  it('opens its panel, from a click on its text too, and closes it again', () => {
    const { button, label, panel, click } = page();
    click(label);
    expect([button.attributes['aria-expanded'], button.attributes['data-state'], panel.attributes['data-state'], panel.hidden]).toEqual([
      'true',
      'open',
      'open',
      false,
    ]);
    click(button);
    expect([button.attributes['aria-expanded'], panel.hidden]).toEqual(['false', true]);
  });

  it('marks the click it answered, so a component hydrated during that click does not toggle it back', () => {
    const { button, click } = page();
    expect(toggledEarly(click(button))).toBe(true);
    expect(toggledEarly(click(element({})))).toBe(false);
  });

  it('is left to its component once the component marks itself live', () => {
    const { list, button, panel, click } = page();
    list.attributes[EARLY_LIVE_ATTRIBUTE] = '';
    expect(toggledEarly(click(button))).toBe(false);
    expect([button.attributes['aria-expanded'], panel.hidden]).toEqual(['false', true]);
  });

  it('ignores clicks elsewhere', () => {
    const { button, click } = page();
    click(element({}));
    click({});
    expect(button.attributes['aria-expanded']).toBe('false');
  });
});
