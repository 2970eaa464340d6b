/** The date both legal texts were last changed. */
export const LEGAL_UPDATED = new Date(Date.UTC(2025, 9, 2));
