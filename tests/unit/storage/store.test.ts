import { describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/storage/store';

interface Counter {
  count: number;
  label: string;
  bump(): void;
  rename(label: string): void;
  keep(): void;
}

function counterStore(): Store<Counter> {
  return createStore<Counter>((set) => ({
    count: 0,
    label: 'start',
    bump: () => set((state) => ({ count: state.count + 1 })),
    rename: (label) => set({ label }),
    keep: () => set((state) => state),
  }));
}

describe('a store', () => {
  it('starts from what the initializer gives, and remembers it as the initial state', () => {
    const store = counterStore();
    store.getState().bump();
    expect(store.getState()).toMatchObject({ count: 1, label: 'start' });
    expect(store.getInitialState()).toMatchObject({ count: 0, label: 'start' });
  });

  it('merges a partial state or an updater\'s result into the state, keeping the other keys', () => {
    const store = counterStore();
    store.setState({ count: 5 });
    store.getState().rename('five');
    expect(store.getState()).toMatchObject({ count: 5, label: 'five' });
    store.setState((state) => ({ count: state.count * 2 }));
    expect(store.getState()).toMatchObject({ count: 10, label: 'five' });
    expect(typeof store.getState().bump).toBe('function');
  });

  it('gives every change a new state object and leaves the previous one as it was', () => {
    const store = counterStore();
    const before = store.getState();
    store.getState().bump();
    expect(store.getState()).not.toBe(before);
    expect(before.count).toBe(0);
  });

  it('tells each listener the new and the previous state after a change', () => {
    const store = counterStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.getState().bump();
    expect(listener).toHaveBeenCalledExactlyOnceWith(store.getState(), before);
  });

  it('tells no one when an update gives back the same state', () => {
    const store = counterStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.getState().keep();
    store.setState(before);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
  });

  it('stops telling a listener once it unsubscribes, and the others go on hearing', () => {
    const store = counterStore();
    const leaving = vi.fn();
    const staying = vi.fn();
    const unsubscribe = store.subscribe(leaving);
    store.subscribe(staying);
    store.getState().bump();
    unsubscribe();
    store.getState().bump();
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
  });

  it('gives the initializer the store\'s own set, get and the store itself', () => {
    let received: { get: () => Counter; api: Store<Counter> } | undefined;
    const store = createStore<Counter>((set, get, api) => {
      received = { get, api };
      return { count: 0, label: '', bump: () => set({ count: get().count + 1 }), rename: () => undefined, keep: () => undefined };
    });
    expect(received?.api).toBe(store);
    store.getState().bump();
    expect(received?.get()).toBe(store.getState());
    expect(store.getState().count).toBe(1);
  });
});
