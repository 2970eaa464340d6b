import { consentScript } from '@/lib/site/consent-script';

/** Hides the consent banner before the first paint for a visitor who answered (see lib/consent/script). Goes in <head>. */
export function ConsentScript() {
  return <script dangerouslySetInnerHTML={{ __html: consentScript() }} />;
}
