import { Link } from '@/i18n/navigation';

/** The 404 screen: the title doubles as the document title (React hoists <title> into <head>). */
export function NotFoundView({ title, description, home }: { title: string; description: string; home: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{description}</p>
      <Link
        href="/"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {home}
      </Link>
    </div>
  );
}
