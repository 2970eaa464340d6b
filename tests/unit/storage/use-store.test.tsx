import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStore } from '@/components/storage/use-store';
import { createStore } from '@/lib/storage/store';

const store = createStore<{ count: number; label: string }>(() => ({ count: 1, label: 'first' }));

function Count() {
  const count = useStore(store, (state) => state.count);
  const whole = useStore(store);
  return (
    <p>
      {count} {whole.label}
    </p>
  );
}

describe('useStore', () => {
  it('renders the initial state on the server, whatever the store holds since, so hydration matches the HTML', () => {
    store.setState({ count: 2, label: 'changed' });
    expect(renderToStaticMarkup(<Count />)).toBe('<p>1 first</p>');
  });
});
