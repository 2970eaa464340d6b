'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DisclosureToggleProps {
  /** The button's content; its text is the button's name and names the panel. */
  readonly summary: ReactNode;
  /** The panel's content: in the page while closed, but hidden. */
  readonly children: ReactNode;
  readonly buttonClassName: string;
  readonly panelClassName: string;
  /** Attributes the panel carries as well, such as a data- hook for a stylesheet. */
  readonly panelAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/** Where the arrow keys, Home and End take the focus from button `index` of `count` (round the ends). */
const TARGETS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Moves the focus between the buttons of the surrounding `[data-disclosures]` list, as Radix Accordion did. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const target = TARGETS[event.key];
  const buttons = event.currentTarget.closest('[data-disclosures]')?.querySelectorAll<HTMLButtonElement>('[data-disclosure-button]');
  if (target === undefined || buttons === undefined) return;
  const index = [...buttons].indexOf(event.currentTarget);
  event.preventDefault();
  buttons[target(index, buttons.length)]?.focus();
}

/**
 * The only part of a disclosure that runs in the browser: whether it is open. Renders the heading
 * with its button and the panel the button shows and hides; the content of both comes from the
 * server. Closed at first, on the server as in the browser, so hydrating moves nothing.
 */
export function DisclosureToggle({ summary, children, buttonClassName, panelClassName, panelAttributes }: DisclosureToggleProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const state = open ? 'open' : 'closed';
  return (
    <>
      <h3 className="m-0 text-base">
        <button
          type="button"
          id={`${id}button`}
          aria-expanded={open}
          aria-controls={`${id}panel`}
          data-state={state}
          data-disclosure-button=""
          className={buttonClassName}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onKeyDown={moveFocus}
        >
          {summary}
        </button>
      </h3>
      <div
        {...panelAttributes}
        id={`${id}panel`}
        role="region"
        aria-labelledby={`${id}button`}
        data-state={state}
        hidden={!open}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
