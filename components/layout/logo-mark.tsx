/**
 * The "U" tile beside the site name, drawn rather than typed: a letter in the link would become
 * part of its visible text ("U Unitly"), which the link's accessible name must then contain
 * (WCAG 2.5.3, label in name).
 */
export function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M11 9v8a5 5 0 0 0 10 0V9" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
