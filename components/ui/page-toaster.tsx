import { ClientIsland } from '@/components/i18n/client-island';
import { LazyToaster } from './lazy-toaster';

/**
 * The notifications region, for pages with something to copy (`<PageShell toaster={<PageToaster />}>`).
 * A module of its own on purpose: a client component imported by a server module is shipped with
 * every page that module is part of, rendered or not, so only pages that import this one carry the
 * toaster and the island's message provider.
 */
export function PageToaster() {
  return (
    <ClientIsland islands={['LazyToaster']}>
      <LazyToaster />
    </ClientIsland>
  );
}
