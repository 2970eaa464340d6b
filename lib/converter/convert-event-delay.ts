/**
 * Typing "125" is three conversions on the way to one: a conversion is reported once the input and
 * units have rested this long.
 */
export const CONVERT_EVENT_DELAY_MS = 1000;
