/** SPEC 4 and 9: the recipe is recomputed 120 ms after the last change. */
export const RECOMPUTE_DELAY_MS = 120;
/** SPEC 4: the copy button shows "copied" for 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;
