/** The public origin of the site, from env SITE_URL; used for canonical links, sitemaps and snippets. */
export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || 'http://localhost:3000';
  return raw.replace(/\/+$/, '');
}

export const SITE_NAME = 'Unitly';

/** The contact address shown on the contact page, from env CONTACT_EMAIL. */
export function contactEmail(): string {
  return process.env.CONTACT_EMAIL?.trim() || 'hello@unitly.example';
}
