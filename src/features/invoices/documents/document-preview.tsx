import { useCallback, useEffect, useState, type JSX } from 'react';
import { DOCUMENT_TITLES, type DocumentKind, type SendTarget } from '../../../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../../../domain/messages';
import { sendDocument } from '../../../api/invoice-documents';
import { useServices } from '../../../app/session/session-context';
import { useGrants } from '../../../app/use-grants';
import { Button } from '../../../ui/button';
import { Loading } from '../../../ui/loading';
import { notify } from '../../../ui/toaster';
import { useSending } from '../../../ui/use-sending';
import { useDocument, type DocumentState } from './use-document';

export type DocumentPreviewProps = {
  invoiceId: string;
  kind: DocumentKind;
  /** 1 when the document is the page (its own route), 2 inside the invoice details. */
  level?: 1 | 2;
};

const SENT: Record<SendTarget, string> = { client: DOCUMENT_SENT_TO_CLIENT, underwriter: DOCUMENT_SENT_TO_UNDERWRITER };
const SEND_LABELS: Record<SendTarget, string> = { client: 'Send to client', underwriter: 'Send to underwriter' };

const fileNameOf = (kind: DocumentKind) => `${DOCUMENT_TITLES[kind].toLowerCase().replace(/\s+/g, '-')}.pdf`;

function DocumentSlot({ state, title, kind }: { state: DocumentState; title: string; kind: DocumentKind }): JSX.Element {
  if (state.status === 'loading') return <Loading label={`Preparing the ${title.toLowerCase()}`} />;
  if (state.status === 'failed')
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {state.failure.message}
      </p>
    );
  if (state.status === 'notYet') return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{state.message}</p>;
  return (
    <figure className="flex flex-col gap-2">
      <iframe src={state.url} title={title} className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white" />
      <figcaption className="flex justify-end">
        <a href={state.url} download={fileNameOf(kind)} className="text-sm font-medium text-brand-700 hover:underline">
          Download the {title.toLowerCase()}
        </a>
      </figcaption>
    </figure>
  );
}

/** One of the invoice's documents shown as its PDF, with buttons that mail it to the client or to the insurer's underwriters. */
export function DocumentPreview({ invoiceId, kind, level = 2 }: DocumentPreviewProps): JSX.Element {
  const { api } = useServices();
  const maySend = useGrants().has('Send Documents');
  const state = useDocument(invoiceId, kind);
  const title = DOCUMENT_TITLES[kind];
  const [target, setTarget] = useState<SendTarget | null>(null);
  const { send, sending, failure } = useSending(
    useCallback((signal: AbortSignal, to: SendTarget) => sendDocument(api, invoiceId, kind, to, signal), [api, invoiceId, kind]),
  );
  useEffect(() => {
    if (failure) notify.error(failure.message);
  }, [failure]);

  const sendTo = async (to: SendTarget) => {
    setTarget(to);
    if ((await send(to)) !== undefined) notify.success(SENT[to]);
  };

  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {level === 1 ? (
          <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{title}</h1>
        ) : (
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        )}
        {maySend && state.status === 'ready' && (
          <div className="flex flex-wrap gap-2">
            {(['client', 'underwriter'] as const).map((to) => (
              <Button key={to} variant="secondary" busy={sending && target === to} disabled={sending} onClick={() => void sendTo(to)}>
                {SEND_LABELS[to]}
              </Button>
            ))}
          </div>
        )}
      </div>
      <DocumentSlot state={state} title={title} kind={kind} />
    </section>
  );
}
