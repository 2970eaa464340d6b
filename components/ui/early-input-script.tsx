import { earlyInputScript } from '@/lib/site/early-input';

/** Keeps what is typed into fields before the page's scripts run (lib/site/early-input.ts). Goes in <head>. */
export function EarlyInputScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputScript() }} />;
}
