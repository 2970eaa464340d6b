import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentScript } from '@/lib/site/consent-script';
import { CONSENT_STORAGE_KEY, createConsentStore } from '@/lib/site/consent';

function memoryStorage(entries: Record<string, string> = {}) {
  const data: Record<string, string> = { ...entries };
  const storage = {
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: (key: string) => {
      delete data[key];
    },
  };
  return { data, storage };
}

/** The entry zustand's persist wrote for visitors who accepted, before and since. */
const STORED_GRANTED = '{"state":{"decision":"granted"},"version":0}';

describe('the consent store', () => {
  it('reads the answer visitors already have under the same key and shape, and writes it back that way', async () => {
    const { data, storage } = memoryStorage({ [CONSENT_STORAGE_KEY]: STORED_GRANTED });
    const store = createConsentStore(() => storage);
    expect(store.getState().decision).toBeNull();
    await store.persist.rehydrate();
    expect(store.getState().decision).toBe('granted');
    store.setState({ decision: 'denied' });
    expect(data[CONSENT_STORAGE_KEY]).toBe('{"state":{"decision":"denied"},"version":0}');
  });

  it('keeps the banner up for anything stored that is not an answer', async () => {
    for (const entry of [
      '{"state":{"decision":"maybe"},"version":0}',
      '{"state":{"decision":null},"version":0}',
      '{"state":{"decision":"granted"},"version":3}',
      'not json',
      '{}',
    ]) {
      const { storage } = memoryStorage({ [CONSENT_STORAGE_KEY]: entry });
      const store = createConsentStore(() => storage);
      await store.persist.rehydrate();
      expect(store.getState().decision, entry).toBeNull();
    }
  });

  it('keeps an answer in memory when storage refuses it', () => {
    const store = createConsentStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    }));
    store.setState({ decision: 'granted' });
    expect(store.getState().decision).toBe('granted');
  });
});

/** Runs the head script against stored text; gives <html>'s attributes and the click handler it set. */
function runScript(stored: string | null) {
  const attributes: Record<string, string> = {};
  const { data, storage } = memoryStorage(stored === null ? {} : { [CONSENT_STORAGE_KEY]: stored });
  let onClick: ((event: { target: unknown }) => void) | undefined;
  const events: string[] = [];
  runInNewContext(consentScript(), {
    localStorage: storage,
    Event: class {
      constructor(readonly type: string) {}
    },
    document: {
      dispatchEvent: (event: { type: string }) => events.push(event.type),
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      addEventListener: (type: string, listener: typeof onClick) => {
        if (type === 'click') onClick = listener;
      },
    },
  });
  return { attributes, data, events, click: (target: unknown) => onClick?.({ target }) };
}

/** A banner button as the script sees it: `closest` finds the button itself. */
function button(choice: string) {
  const element = {
    getAttribute: (name: string) => (name === 'data-consent-choice' ? choice : null),
    closest: (selector: string) => (selector === '[data-consent-choice]' ? element : null),
  };
  return element;
}

describe('the consent head script', () => {
  it('marks the page as answered before the first paint only for a stored answer', () => {
    expect(runScript(STORED_GRANTED).attributes['data-consent']).toBe('granted');
    expect(runScript('{"state":{"decision":"denied"}}').attributes['data-consent']).toBe('denied');
    expect(runScript(null).attributes['data-consent']).toBeUndefined();
    expect(runScript('{"state":{"decision":"granted"},"version":2}').attributes['data-consent']).toBeUndefined();
    expect(runScript('{oops').attributes['data-consent']).toBeUndefined();
  });

  it('answers the buttons in the entry the store reads, and tells the page', async () => {
    const page = runScript(null);
    page.click(button('granted'));
    expect(page.attributes['data-consent']).toBe('granted');
    expect(page.events).toEqual(['unitly-consent']);
    const store = createConsentStore(() => memoryStorage(page.data).storage);
    await store.persist.rehydrate();
    expect(store.getState().decision).toBe('granted');

    const elsewhere = runScript(null);
    elsewhere.click({ closest: () => null });
    expect(elsewhere.attributes['data-consent']).toBeUndefined();
    expect(elsewhere.events).toEqual([]);
  });
});
