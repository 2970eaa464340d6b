/**
 * What every installable app of the site shares: the site's own (app/manifest.ts) and each pair's
 * (./pair-manifest.ts). The icons are precached by the service worker (scripts/build-sw.ts).
 */
export const APP_BACKGROUND_COLOR = '#f8fafc';
export const APP_THEME_COLOR = '#1d5fd1';

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: 'any' | 'maskable';
}

export const APP_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
