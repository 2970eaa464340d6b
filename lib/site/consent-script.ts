import { CONSENT_STORAGE_KEY, CONSENT_STORAGE_VERSION } from './consent';

/** On <html>: the visitor's answer, set before the first paint; the banner is then not drawn. */
const CONSENT_DECIDED_ATTRIBUTE = 'data-consent';
/** On the banner's buttons: the answer each gives. */
const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** Dispatched on the document when the visitor answers; the consent store then reads the answer. */
export const CONSENT_EVENT = 'unitly-consent';

/**
 * The script that runs in <head> before anything is painted, as the theme's does: a visitor who
 * already answered never sees the banner (the server's HTML always holds it). It also answers the
 * banner's buttons, from the first paint on: it hides the banner, keeps the answer in the entry the
 * consent store reads (lib/site/consent.ts), and tells the page. So the banner needs no script of
 * its own. Inline and static: the server allows it by its hash.
 */
export function consentScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  const decided = JSON.stringify(CONSENT_DECIDED_ATTRIBUTE);
  return (
    `(function(){var h=document.documentElement,k=${key};` +
    `function ok(c){return c==="granted"||c==="denied"}` +
    `try{var s=JSON.parse(localStorage.getItem(k)||"null"),c=s&&s.state&&s.state.decision;` +
    `if(ok(c)&&(typeof s.version!=="number"||s.version===${CONSENT_STORAGE_VERSION}))h.setAttribute(${decided},c)}catch(e){}` +
    `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");` +
    `var c=b&&b.getAttribute(${JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)});if(!ok(c))return;h.setAttribute(${decided},c);` +
    `try{localStorage.setItem(k,JSON.stringify({state:{decision:c},version:${CONSENT_STORAGE_VERSION}}))}catch(e){}` +
    `document.dispatchEvent(new Event(${JSON.stringify(CONSENT_EVENT)}))})})()`
  );
}
