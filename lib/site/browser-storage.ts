/**
 * The browser's localStorage, or undefined where there is none (the server) or it is refused
 * (private mode, blocked cookies). Every feature that remembers something reaches storage through
 * this, and works without it.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
