/** The recipe is recomputed 120 ms after the last change: typing stays smooth, the result still feels live. */
export const RECOMPUTE_DELAY_MS = 120;
