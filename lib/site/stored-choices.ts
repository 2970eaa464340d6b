/**
 * The theme and consent choices as browser storage gives them back, checked on the way in (zod/mini,
 * loaded only when something was stored: a first visit never downloads it).
 */
import * as z from 'zod/mini';
import { THEME_CHOICES } from './theme';

export const storedThemeSchema = z.object({ choice: z.enum(THEME_CHOICES) });

/** Only an answer is stored: no answer is no entry. */
export const storedConsentSchema = z.object({ decision: z.enum(['granted', 'denied']) });
