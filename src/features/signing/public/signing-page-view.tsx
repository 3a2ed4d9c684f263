import { useSelector } from '@xstate/react';
import {
  selectDocument,
  selectFailure,
  selectKey,
  selectPage,
  selectRefusal,
  selectSlot,
} from '../../../../machines/signing-page/signing-page.selectors';
import { BlobPreview } from '../../../ui/blob-preview';
import { LoadFailure } from '../../../ui/load-failure';
import { Loading } from '../../../ui/loading';
import { SignatureForm } from './signature-form';
import { RefusedOutcome, SignedOutcome } from './signing-outcomes';
import { useSigningCommands, type SigningPageActor } from './use-signing-page';

/** The public signing page's body, one slot per state of its machine. */
export function SigningPageView({ actor }: { actor: SigningPageActor }) {
  const slot = useSelector(actor, selectSlot);
  const page = useSelector(actor, selectPage);
  const document = useSelector(actor, selectDocument);
  const failure = useSelector(actor, selectFailure);
  const refusal = useSelector(actor, selectRefusal);
  const key = useSelector(actor, selectKey);
  const { retry } = useSigningCommands(actor);

  if (slot === 'loading') return <Loading label="Opening the document to sign" />;
  if (slot === 'failed') return <LoadFailure message={failure?.message} onRetry={retry} />;
  if (slot === 'refused') return <RefusedOutcome refusal={refusal} message={failure?.message ?? ''} />;
  if (!page) return null;
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">From</dt>
        <dd className="font-medium text-slate-900">{page.brokerage_name}</dd>
        <dt className="text-slate-500">Document</dt>
        <dd className="font-medium text-slate-900">{page.document_title}</dd>
        <dt className="text-slate-500">To be signed by</dt>
        <dd className="font-medium text-slate-900">{page.signer_name}</dd>
      </dl>
      {slot === 'signed' ? (
        <SignedOutcome signingKey={key} page={page} />
      ) : (
        <>
          {document && (
            <section aria-label="The document to review">
              <BlobPreview blob={document} fileName={`${page.document_title}.pdf`} preparing="Preparing the document" />
            </section>
          )}
          <SignatureForm actor={actor} documentTitle={page.document_title} />
        </>
      )}
    </div>
  );
}
