/**
 * Fields that keep what the visitor types before the page's scripts run carry `data-early`; the head
 * script copies each change of theirs into `data-typed`, where the component finds it once it is
 * live (components/ui/use-early-value.ts). The attribute, not the field's value: hydration resets a
 * text area to the server's text.
 */
export const EARLY_FIELD_ATTRIBUTE = 'data-early';
export const TYPED_EARLY_ATTRIBUTE = 'data-typed';

/** The head script (inline and static: the server allows it by its hash). */
export function earlyInputScript(): string {
  return (
    `document.addEventListener("input",function(e){var t=e.target;` +
    `if(t&&t.hasAttribute&&t.hasAttribute(${JSON.stringify(EARLY_FIELD_ATTRIBUTE)}))t.setAttribute(${JSON.stringify(TYPED_EARLY_ATTRIBUTE)},t.value)},true)`
  );
}
