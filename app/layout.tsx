import type { ReactNode } from 'react';
import './globals.css';

// Each top-level tree ([locale] pages, the widget iframe, the fallback 404) renders its own
// <html> so that `lang` always matches the page's language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
