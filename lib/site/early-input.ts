import { CONSENT_CHOICE_ATTRIBUTE } from './consent-script';

/**
 * Fields that keep what the visitor types before the page's scripts run carry `data-early`; the head
 * script copies each change of theirs into `data-typed`, where the component finds it once it is
 * live (components/ui/use-early-value.ts). The attribute, not the field's value: hydration resets a
 * text area to the server's text. Fields that write one value between them (kilograms and pounds)
 * share a group name as the attribute's value: of those, only the one typed in last keeps its text,
 * as it would have once the page was live.
 */
export const EARLY_FIELD_ATTRIBUTE = 'data-early';
export const TYPED_EARLY_ATTRIBUTE = 'data-typed';

/**
 * A disclosure button (`aria-expanded`, `aria-controls`: the FAQ's questions) that works whether or
 * not the page's scripts have run: the head script opens and closes its panel itself for as long as
 * the button is on the page. Its component gives it no click handler, and reads what is open when it
 * replaces the button (components/content/faq-accordion.tsx).
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';

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

/** Buttons a head script answers itself before the page is live: the FAQ's and the consent banner's. */
const ANSWERED_EARLY = `[${EARLY_TOGGLE_ATTRIBUTE}],[${CONSENT_CHOICE_ATTRIBUTE}]`;

/** The head script (inline and static: the server allows it by its hash). */
export function earlyInputScript(): string {
  return (
    // Held actions ([element] a click, [form, q] a submit, [list, value] a change) are done after
    // the commit that made the page live and its first updates.
    `(function(w,q,L){function on(t,f){w.addEventListener(t,f,!0)}` +
    `function hold(e,a){e.preventDefault();e.stopPropagation();a&&q.push(a)}` +
    `function zone(e){var t=e.target;return!L&&t.closest&&t.closest("[${EARLY_DROP_ATTRIBUTE}]")}` +
    `w.${EARLY_LIVE_CALL}=function(){L=1;setTimeout(function(){q.forEach(function(a){var e=a[0];e.isConnected&&!e.disabled&&` +
    `(a[1]==null?e.click():a[1]===q?(e.requestSubmit||e.submit).call(e):(e.value=a[1],e.dispatchEvent(new Event("change",{bubbles:!0}))))})})};` +
    `on("click",function(e){var b=!L&&e.target.closest&&e.target.closest("button");b&&!b.disabled&&!b.matches("${ANSWERED_EARLY}")&&hold(e,[b])});` +
    `on("submit",function(e){L||hold(e,[e.target,q])});` +
    `on("change",function(e){var t=e.target;L||t.tagName!="SELECT"||q.push([t,t.value])});` +
    `on("dragenter",function(e){zone(e)&&hold(e)});on("dragover",function(e){zone(e)&&hold(e)});` +
    `on("drop",function(e){var z=zone(e),f,d;if(z){hold(e);f=z.querySelector("input[type=file]");d=e.dataTransfer;f&&d&&d.files.length&&(f.files=d.files)}})` +
    `})(window,[],0);` +
    `document.addEventListener("input",function(e){var t=e.target,g=t.getAttribute&&t.getAttribute("${EARLY_FIELD_ATTRIBUTE}");` +
    `if(g!=null){t.setAttribute("${TYPED_EARLY_ATTRIBUTE}",t.value);` +
    `g&&document.querySelectorAll('[${EARLY_FIELD_ATTRIBUTE}="'+g+'"]').forEach(function(o){o!=t&&o.removeAttribute("${TYPED_EARLY_ATTRIBUTE}")})}},!0);` +
    `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${EARLY_TOGGLE_ATTRIBUTE}]"),` +
    `p=b&&document.getElementById(b.getAttribute("aria-controls")),o;` +
    `if(p){o=b.getAttribute("aria-expanded")!="true";b.setAttribute("aria-expanded",o);p.hidden=!o}},!0)`
  );
}
