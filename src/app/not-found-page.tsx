import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="grid min-h-full place-items-center px-4">
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">Page not found</h1>
        <p className="mt-2 text-sm text-slate-600">The address you followed does not exist in this back office.</p>
        <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Go home
        </Link>
      </div>
    </main>
  );
}
