import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_LIVE } from '@/components/ui/early-live';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/lib/site/consent-script';
import { EARLY_FIELD, TYPED_EARLY } from '@/components/ui/use-early-value';
import {
  EARLY_DROP_ATTRIBUTE,
  EARLY_FIELD_ATTRIBUTE,
  EARLY_LIVE_CALL,
  EARLY_TOGGLE_ATTRIBUTE,
  earlyInputScript,
  TYPED_EARLY_ATTRIBUTE,
} from '@/lib/site/early-input';

/** A field as the head script sees it: `early` is its group's name, '' for none, false when it keeps nothing. */
function field(early: string | false, value: string) {
  const attributes: Record<string, string> = early === false ? {} : { [EARLY_FIELD_ATTRIBUTE]: early };
  return {
    value,
    attributes,
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, text: string) => (attributes[name] = text),
    removeAttribute: (name: string) => delete attributes[name],
  };
}
type Field = ReturnType<typeof field>;

/** Runs the head script over `fields`; returns its input listener. */
function typingInto(fields: readonly Field[]) {
  let onInput: ((event: { target: unknown }) => void) | undefined;
  runInNewContext(earlyInputScript(), {
    window: { addEventListener: () => {} },
    document: {
      addEventListener: (type: string, listener: typeof onInput) => {
        if (type === 'input') onInput = listener;
      },
      // The script asks only for its own fields of one group: [data-early="<group>"].
      querySelectorAll: (selector: string) => {
        const group = new RegExp(`^\\[${EARLY_FIELD_ATTRIBUTE}="(\\w[\\w-]*)"\\]$`).exec(selector)?.[1];
        return fields.filter((candidate) => group !== undefined && candidate.attributes[EARLY_FIELD_ATTRIBUTE] === group);
      },
    },
  });
  return (target: Field, value: string) => {
    target.value = value;
    onInput?.({ target });
  };
}

describe('what is typed before the page scripts run', () => {
  it('is kept, by the head script, on the fields that ask for it only', () => {
    const asks = field('', '12');
    const other = field(false, 'secret');
    const type = typingInto([asks, other]);
    type(asks, '12');
    type(other, 'secret');
    expect(asks.attributes[TYPED_EARLY_ATTRIBUTE]).toBe('12');
    expect(other.attributes[TYPED_EARLY_ATTRIBUTE]).toBeUndefined();
  });

  it('is kept only in the field typed in last of fields that write one value, and in every other field', () => {
    const kilograms = field('kg-lb', '');
    const pounds = field('kg-lb', '');
    const servings = field('', '');
    const type = typingInto([kilograms, pounds, servings]);
    type(kilograms, '10');
    type(servings, '6');
    type(pounds, '5');
    expect([kilograms, pounds, servings].map((one) => one.attributes[TYPED_EARLY_ATTRIBUTE])).toEqual([undefined, '5', '6']);
    type(kilograms, '3');
    expect([kilograms, pounds, servings].map((one) => one.attributes[TYPED_EARLY_ATTRIBUTE])).toEqual(['3', undefined, '6']);
  });

  it('is read by the components under the names the head script writes', () => {
    expect([EARLY_FIELD, TYPED_EARLY, EARLY_LIVE]).toEqual([EARLY_FIELD_ATTRIBUTE, TYPED_EARLY_ATTRIBUTE, EARLY_LIVE_CALL]);
  });
});

/** A stand-in element: attributes, `hidden`, and `closest` over its own attributes and its parent's. */
interface FakeElement {
  attributes: Record<string, string>;
  hidden: boolean;
  parent?: FakeElement;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: unknown): void;
  closest(selector: string): FakeElement | null;
}
function element(attributes: Record<string, string>, parent?: FakeElement): FakeElement {
  const self: FakeElement = {
    attributes,
    hidden: false,
    parent,
    getAttribute: (name) => attributes[name] ?? null,
    // As the DOM does, a value is kept as text.
    setAttribute: (name, value) => void (attributes[name] = String(value)),
    closest: (selector) => {
      const name = /^\[([\w-]+)\]$/.exec(selector)?.[1];
      for (let node: FakeElement | undefined = self; node; node = node.parent)
        if (name !== undefined && name in node.attributes) return node;
      return null;
    },
  };
  return self;
}

describe('a disclosure button, before and after the page scripts run', () => {
  function page() {
    let onClick: ((event: { target: unknown }) => void) | undefined;
    const button = element({ [EARLY_TOGGLE_ATTRIBUTE]: '', 'aria-expanded': 'false', 'aria-controls': 'a1' });
    const label = element({}, button);
    const panel = element({ id: 'a1' });
    panel.hidden = true;
    runInNewContext(earlyInputScript(), {
      window: { addEventListener: () => {} },
      document: {
        addEventListener: (type: string, listener: typeof onClick) => {
          if (type === 'click') onClick = listener;
        },
        getElementById: (id: string) => (id === 'a1' ? panel : null),
      },
    });
    const click = (target: unknown) => onClick?.({ target });
    return { button, label, panel, click };
  }

  it('opens its panel, from a click on its text too, and closes it again', () => {
    const { button, label, panel, click } = page();
    click(label);
    expect([button.attributes['aria-expanded'], panel.hidden]).toEqual(['true', false]);
    click(button);
    expect([button.attributes['aria-expanded'], panel.hidden]).toEqual(['false', true]);
  });

  it('leaves a button alone whose panel is not on the page', () => {
    const { button, panel, click } = page();
    button.attributes['aria-controls'] = 'elsewhere';
    click(button);
    expect([button.attributes['aria-expanded'], panel.hidden]).toEqual(['false', true]);
  });

  it('ignores clicks elsewhere', () => {
    const { button, click } = page();
    click(element({}));
    click({});
    expect(button.attributes['aria-expanded']).toBe('false');
  });
});

describe('actions taken before the page is live', () => {
  type Listener = (event: Record<string, unknown>) => void;
  function page() {
    const listeners: Record<string, Listener> = {};
    const timers: Array<() => void> = [];
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: Listener, capture: boolean) => {
        expect(capture).toBe(true);
        listeners[type] = listener;
      },
    };
    class Event {
      constructor(
        readonly type: string,
        readonly init: unknown,
      ) {}
    }
    runInNewContext(earlyInputScript(), {
      window,
      Event,
      setTimeout: (callback: () => void) => timers.push(callback),
      document: { addEventListener: () => {} },
    });
    const done: string[] = [];
    const control = (name: string, tag = 'BUTTON', attributes: Record<string, string> = {}) => {
      const self = {
        tagName: tag,
        isConnected: true,
        disabled: false,
        value: '',
        files: undefined as unknown,
        hasAttribute: (attribute: string) => attribute in attributes,
        matches: (selectors: string) => selectors.split(',').some((selector) => selector.slice(1, -1) in attributes),
        closest: (selector: string) => (selector === tag.toLowerCase() || selector.slice(1, -1) in attributes ? self : null),
        querySelector: () => null as unknown,
        click: () => done.push(`click ${name}`),
        requestSubmit: () => done.push(`submit ${name}`),
        dispatchEvent: (event: Event) => done.push(`${event.type} ${name} ${self.value}`),
      };
      return self;
    };
    /** Sends `type` at `target`; says whether the page's own handlers were kept from it. */
    const send = (type: string, target: unknown, more: Record<string, unknown> = {}) => {
      const held = { prevented: false, stopped: false };
      listeners[type]?.({
        target,
        ...more,
        preventDefault: () => (held.prevented = true),
        stopPropagation: () => (held.stopped = true),
      });
      return held;
    };
    const goLive = () => {
      (window[EARLY_LIVE_CALL] as () => void)();
      timers.splice(0).forEach((callback) => callback());
    };
    return { control, send, goLive, done };
  }

  it('holds clicks on buttons and submitted forms, and does them in order once the page is live', () => {
    const { control, send, goLive, done } = page();
    const copy = control('copy');
    const form = control('form', 'FORM');
    expect(send('click', copy)).toEqual({ prevented: true, stopped: true });
    expect(send('submit', form)).toEqual({ prevented: true, stopped: true });
    send('click', copy);
    expect(done).toEqual([]);
    goLive();
    expect(done).toEqual(['click copy', 'submit form', 'click copy']);
  });

  it('changes a list again once live, so its component hears the choice', () => {
    const { control, send, goLive, done } = page();
    const language = control('language', 'SELECT');
    language.value = 'de';
    expect(send('change', language)).toEqual({ prevented: false, stopped: false });
    language.value = 'en';
    goLive();
    expect(done).toEqual(['change language de']);
  });

  it("leaves disabled buttons, the FAQ's and the consent banner's, and everything after the page is live alone", () => {
    const { control, send, goLive, done } = page();
    const waiting = control('swap');
    waiting.disabled = true;
    expect(send('click', waiting)).toEqual({ prevented: false, stopped: false });
    expect(send('click', control('question', 'BUTTON', { [EARLY_TOGGLE_ATTRIBUTE]: '' }))).toEqual({ prevented: false, stopped: false });
    expect(send('click', control('accept', 'BUTTON', { [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }))).toEqual({
      prevented: false,
      stopped: false,
    });
    const removed = control('removed');
    send('click', removed);
    removed.isConnected = false;
    goLive();
    expect(send('click', control('later'))).toEqual({ prevented: false, stopped: false });
    expect(done).toEqual([]);
  });

  it('puts a file dropped on a drop area into its file input instead of letting the browser open it', () => {
    const { control, send } = page();
    const input = control('file', 'INPUT');
    const area = control('area', 'DIV', { [EARLY_DROP_ATTRIBUTE]: '' });
    area.querySelector = () => input;
    const files = { length: 1 };
    expect(send('dragover', area)).toEqual({ prevented: true, stopped: true });
    expect(send('drop', area, { dataTransfer: { files } })).toEqual({ prevented: true, stopped: true });
    expect(input.files).toBe(files);
    expect(send('drop', control('elsewhere', 'DIV'), { dataTransfer: { files } })).toEqual({ prevented: false, stopped: false });
  });
});
