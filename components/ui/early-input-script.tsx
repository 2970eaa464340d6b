import { earlyInputScript } from '@/lib/utils/early-input';

/** Keeps what is typed into fields before the page's scripts run (lib/utils/early-input.ts). Goes in <head>. */
export function EarlyInputScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputScript() }} />;
}
