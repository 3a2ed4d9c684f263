import { Link } from 'react-router';
import { ScreenPlaceholder } from './screen-placeholder';

/** Public pages of a later release, framed like the rest of the public site. */
export function PublicScreen({ title }: { title: string }) {
  return (
    <div className="mx-auto flex min-h-full max-w-3xl flex-col px-4 py-8">
      <Link to="/" className="mb-8 text-lg font-semibold text-brand-700">
        IBMS Broker Office
      </Link>
      <ScreenPlaceholder title={title} />
    </div>
  );
}
