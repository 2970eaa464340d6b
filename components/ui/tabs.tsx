'use client';

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';

/*
 * Tabs, the WAI-ARIA tabs pattern with automatic activation, in a few lines instead of Radix Tabs
 * (with its roving-focus, collection and presence helpers; docs/PERFORMANCE.md): a tablist of buttons
 * with role="tab", aria-selected and aria-controls, and one tabpanel per tab, labelled by its tab.
 * Only the selected tab is in the Tab order (roving tabindex); Left and Right arrows move to the
 * previous and next tab round the ends, Home and End to the first and last, and the tab focused is
 * selected. As with Radix, only the selected panel renders its content; the others stay in the page
 * empty and hidden, so every tab's aria-controls names an element.
 */

interface TabsState {
  readonly value: string;
  readonly select: (value: string) => void;
  /** The prefix of the tabs' and panels' ids. */
  readonly id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const tabId = (state: TabsState, value: string) => `${state.id}tab-${value}`;
const panelId = (state: TabsState, value: string) => `${state.id}panel-${value}`;

/** The tabs and their panels; `defaultValue` is the tab selected at first. */
export function Tabs({ defaultValue, children, ...props }: ComponentProps<'div'> & { defaultValue: string }) {
  const [value, select] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext value={{ value, select, id }}>
      <div {...props}>{children}</div>
    </TabsContext>
  );
}

/** Where the arrow keys, Home and End take the focus from tab `index` of `count` (round the ends). */
const TARGETS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The row of tabs over a rule; give it an `aria-label` that says what the tabs choose between. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const state = useTabs('TabsList');

  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const target = TARGETS[event.key];
    if (event.defaultPrevented || target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    const next = tabs[target(index, tabs.length)];
    if (index === -1 || next === undefined) return;
    event.preventDefault();
    next.focus();
    state.select(next.dataset.value!);
  }

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('flex flex-wrap gap-x-1 border-b border-slate-200', className)}
      onKeyDown={move}
      {...props}
    />
  );
}

/** One tab: underlined in the brand colour while its panel shows. */
export function TabsTrigger({ value, className, onClick, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const state = useTabs('TabsTrigger');
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(state, value)}
      aria-selected={selected}
      aria-controls={panelId(state, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      className={cn(
        'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:px-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) state.select(value);
      }}
      {...props}
    />
  );
}

/** The panel of the tab with the same `value`. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const state = useTabs('TabsContent');
  const selected = state.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(state, value)}
      aria-labelledby={tabId(state, value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('pt-4', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
