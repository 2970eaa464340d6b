'use client';

import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  retryKey: string;
  failed: ReactNode;
  onFailure: () => void;
  children: ReactNode;
}

/** Shows `failed` in place of a part whose code did not load, until `retryKey` changes. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[lazy-part] a part of the page did not load', error);
    this.props.onFailure();
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

export type LazyPartProps<P> = P & {
  /** Shown while the code loads (the same size as the part, so nothing shifts). */
  loading: ReactNode;
  /** Shown when the code did not load (a dropped connection), instead of the error page. */
  failed?: ReactNode;
  /** A new value tries a failed load again (the visitor's next choice or keystroke). */
  retryKey: string;
};

/**
 * A client component whose code is downloaded when it is first rendered (React.lazy), for parts a
 * visitor may never use. A failed download shows `failed` rather than the error page, and the part
 * goes on working once `retryKey` changes (React.lazy keeps a failure, so a fresh one is made).
 * `load` should keep its promise, so a preload on intent and the render share one download.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<LazyPartProps<P>> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Part = make();
  const renew = () => {
    Part = make();
  };
  function LazyPart({ loading, failed = null, retryKey, ...props }: LazyPartProps<P>) {
    return (
      <LoadBoundary retryKey={retryKey} failed={failed} onFailure={renew}>
        <Suspense fallback={loading}>
          <Part {...(props as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyPart;
}
