import messages from '@/messages/en.json';

// Requests that never reach a locale (such as a missing file) get the English 404 screen.
export default function GlobalNotFound() {
  const t = messages.NotFound;
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '5rem 1rem' }}>
        <title>{t.title}</title>
        <main>
          <h1>{t.title}</h1>
          <p>{t.description}</p>
          <a href="/">{t.home}</a>
        </main>
      </body>
    </html>
  );
}
