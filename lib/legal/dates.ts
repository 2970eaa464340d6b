/** The date both legal texts were last changed (SPEC "Static pages"). */
export const LEGAL_UPDATED = new Date(Date.UTC(2025, 9, 2));
