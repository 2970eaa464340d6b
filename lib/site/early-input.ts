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

/**
 * A drop area (the bulk converter's) that holds a file input: a file dropped on it before the page's
 * scripts run goes into that input, where the component finds it once it is live, instead of the
 * browser opening the file in place of the page.
 */
export const EARLY_DROP_ATTRIBUTE = 'data-early-drop';

/**
 * What the page's root calls once it is live (components/ui/early-live.tsx): the head script then
 * stops holding actions and does, in their order, the ones it held: buttons clicked (a form's submit
 * button included, and forms submitted by the Enter key) and lists changed while nothing answered
 * them. Links and fields need no holding: links work without scripts, and fields keep their text.
 */
export const EARLY_LIVE_CALL = '__earlyLive';

/** Whether the head script already opened or closed a button for this click. */
export function toggledEarly(event: Event): boolean {
  return (event as Event & Record<typeof EARLY_TOGGLED_EVENT, unknown>)[EARLY_TOGGLED_EVENT] === true;
}

/** The head script (inline and static: the server allows it by its hash). */
export function earlyInputScript(): string {
  return (
    `(function(){var w=window,q=[],live=0;` +
    // Held actions are done after the commit that made the page live, and its first updates.
    `w[${JSON.stringify(EARLY_LIVE_CALL)}]=function(){if(live)return;live=1;setTimeout(function(){` +
    `for(var i=0;i<q.length;i++){var a=q[i],el=a.e;if(!el.isConnected||el.disabled)continue;` +
    `if(a.t==="c")el.click();else if(a.t==="s"){if(el.requestSubmit)el.requestSubmit();else el.submit()}` +
    `else{el.value=a.v;el.dispatchEvent(new Event("change",{bubbles:true}))}}q.length=0},0)};` +
    `w.addEventListener("click",function(e){if(live)return;var b=e.target&&e.target.closest&&e.target.closest("button");` +
    `if(!b||b.disabled||b.hasAttribute("${EARLY_TOGGLE_ATTRIBUTE}"))return;e.preventDefault();e.stopPropagation();q.push({t:"c",e:b})},true);` +
    `w.addEventListener("submit",function(e){if(live)return;e.preventDefault();e.stopPropagation();q.push({t:"s",e:e.target})},true);` +
    `w.addEventListener("change",function(e){var t=e.target;if(live||!t||t.tagName!=="SELECT")return;q.push({t:"v",e:t,v:t.value})},true);` +
    `function zone(e){var t=e.target;return !live&&t&&t.closest?t.closest("[${EARLY_DROP_ATTRIBUTE}]"):null}` +
    `function over(e){if(zone(e)){e.preventDefault();e.stopPropagation()}}` +
    `w.addEventListener("dragenter",over,true);w.addEventListener("dragover",over,true);` +
    `w.addEventListener("drop",function(e){var z=zone(e);if(!z)return;e.preventDefault();e.stopPropagation();` +
    `var f=z.querySelector("input[type=file]"),d=e.dataTransfer;if(f&&d&&d.files.length)f.files=d.files},true)})();` +
    `document.addEventListener("input",function(e){var t=e.target;` +
    `if(t&&t.hasAttribute&&t.hasAttribute(${JSON.stringify(EARLY_FIELD_ATTRIBUTE)}))t.setAttribute(${JSON.stringify(TYPED_EARLY_ATTRIBUTE)},t.value)},true);` +
    `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${EARLY_TOGGLE_ATTRIBUTE}]");` +
    `if(!b||b.closest("[${EARLY_LIVE_ATTRIBUTE}]"))return;var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;` +
    `e[${JSON.stringify(EARLY_TOGGLED_EVENT)}]=true;var o=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(o));` +
    `b.setAttribute("data-state",o?"open":"closed");p.setAttribute("data-state",o?"open":"closed");p.hidden=!o},true)`
  );
}
