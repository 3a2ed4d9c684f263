import { useParams } from 'react-router';
import { PublicLayout } from '../../../ui/public-layout';
import { SigningPageView } from './signing-page-view';
import { useSigningPageActor, type SigningPageActor } from './use-signing-page';

/** The frame of the signing page, around the page's actor (the route's, or a story's). */
export function SigningFrame({ actor }: { actor: SigningPageActor }) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-semibold text-slate-900">Sign a document</h1>
        <SigningPageView actor={actor} />
      </div>
    </PublicLayout>
  );
}

/** /sign/:key: the single-use link of the signing mail; no sign-in, the key is the credential. */
export function SigningPage() {
  const { key = '' } = useParams();
  // A new key is a new link: its own actor.
  return <SigningRoute key={key} signingKey={key} />;
}

function SigningRoute({ signingKey }: { signingKey: string }) {
  return <SigningFrame actor={useSigningPageActor(signingKey)} />;
}
