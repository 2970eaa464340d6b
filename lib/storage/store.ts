/**
 * A store of client state: `getState`, `setState` (a partial state or an updater, merged into the
 * state), `subscribe`. The same shape and rules as zustand's vanilla store, which the site used
 * before, in a few lines: a change that gives back the same state notifies no one, and every other
 * one notifies each listener with the new and the previous state. React reads it with `useStore`
 * (components/storage/use-store.ts).
 */

/** A new state (partial: merged into the current one), or a function of the current state giving one. */
export type StateUpdate<S> = S | Partial<S> | ((state: S) => S | Partial<S>);

export type SetState<S> = (update: StateUpdate<S>) => void;

export type Listener<S> = (state: S, previous: S) => void;

export interface Store<S> {
  getState(): S;
  /** The state the initializer gave, before any change (what the server renders). */
  getInitialState(): S;
  setState: SetState<S>;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: Listener<S>): () => void;
}

/** Builds the first state; `set` and `get` are the store's own, for the actions the state holds. */
export type StateCreator<S> = (set: SetState<S>, get: () => S, api: Store<S>) => S;

export function createStore<S>(initializer: StateCreator<S>): Store<S> {
  const listeners = new Set<Listener<S>>();
  let state: S;
  const api: Store<S> = {
    getState: () => state,
    getInitialState: () => initial,
    setState: (update) => {
      const next = typeof update === 'function' ? (update as (state: S) => S | Partial<S>)(state) : update;
      if (Object.is(next, state)) return;
      const previous = state;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener(state, previous));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  // Through `api.setState`, so a store that wraps it (persisted-store.ts) sees the actions' changes too.
  const initial: S = (state = initializer((update) => api.setState(update), api.getState, api));
  return api;
}
