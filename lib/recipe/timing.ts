/** The recipe is recomputed 120 ms after the last change: typing stays smooth, the result still feels live. */
export const RECOMPUTE_DELAY_MS = 120;
/** The copy button shows "copied" for 2 seconds, like every copy button of the site. */
export const COPIED_FEEDBACK_MS = 2000;
