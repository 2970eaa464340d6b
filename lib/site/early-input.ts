/**
 * Fields that keep what the visitor types before the page's scripts run carry `data-early`; the head
 * script copies each change of theirs into `data-typed`, where the component finds it once it is
 * live (components/ui/use-early-value.ts). The attribute, not the field's value: hydration resets a
 * text area to the server's text.
 */
export const EARLY_FIELD_ATTRIBUTE = 'data-early';
export const TYPED_EARLY_ATTRIBUTE = 'data-typed';

/**
 * A disclosure button (`aria-expanded`, `aria-controls`: the FAQ's questions) that works before the
 * page's scripts run: the head script opens and closes its panel itself, until the button's component
 * is live and marks an ancestor with EARLY_LIVE_ATTRIBUTE; the component then adopts what is open
 * (components/content/faq-accordion.tsx).
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';
export const EARLY_LIVE_ATTRIBUTE = 'data-live';
/**
 * Set on a click event the head script toggled a button for. React may hydrate the button while
 * dispatching that same click (a click during hydration) and run its handler too: the handler then
 * takes the state the head script gave the button instead of toggling it back.
 */
export const EARLY_TOGGLED_EVENT = '__earlyToggled';

/** Whether the head script already opened or closed a button for this click. */
export function toggledEarly(event: Event): boolean {
  return (event as Event & Record<typeof EARLY_TOGGLED_EVENT, unknown>)[EARLY_TOGGLED_EVENT] === true;
}

/** The head script (inline and static: the server allows it by its hash). */
export function earlyInputScript(): string {
  return (
    `document.addEventListener("input",function(e){var t=e.target;` +
    `if(t&&t.hasAttribute&&t.hasAttribute(${JSON.stringify(EARLY_FIELD_ATTRIBUTE)}))t.setAttribute(${JSON.stringify(TYPED_EARLY_ATTRIBUTE)},t.value)},true);` +
    `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${EARLY_TOGGLE_ATTRIBUTE}]");` +
    `if(!b||b.closest("[${EARLY_LIVE_ATTRIBUTE}]"))return;var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;` +
    `e[${JSON.stringify(EARLY_TOGGLED_EVENT)}]=true;var o=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(o));` +
    `b.setAttribute("data-state",o?"open":"closed");p.setAttribute("data-state",o?"open":"closed");p.hidden=!o},true)`
  );
}
