import { useCallback, useEffect, useState } from 'react';
import {
  CREDIT_NOTE_NOT_YET,
  documentPath,
  RECEIPT_NOT_YET,
  type DocumentKind,
  type DocumentPaths,
} from '../../../../domain/invoices/documents';
import { fetchDocument, fetchDocumentPaths } from '../../../api/invoice-documents';
import { useServices } from '../../../app/session/session-context';
import { useLoader } from '../../../ui/use-loader';
import type { RequestFailure } from '../../../../domain/api';
import type { ApiClient } from '../../../api/client';

export type DocumentState =
  | { status: 'loading' }
  | { status: 'failed'; failure: RequestFailure }
  /** The document is not issued yet (a credit note before the invoice is paid, a receipt before any payment). */
  | { status: 'notYet'; message: string }
  | { status: 'ready'; url: string };

const LINKS: Record<Exclude<DocumentKind, 'debitInvoice'>, { key: keyof DocumentPaths; notYet: string }> = {
  debitNote: { key: 'pathToDebitNoteFile', notYet: '' },
  creditNote: { key: 'pathToCreditNoteFile', notYet: CREDIT_NOTE_NOT_YET },
  receiptNote: { key: 'pathToReceiptNoteFile', notYet: RECEIPT_NOT_YET },
};

type Fetched = { blob: Blob } | { notYet: string };

/** The debit note, credit note and receipt are read where the server says; the debit invoice at its own call. */
async function fetchOne(api: ApiClient, invoiceId: string, kind: DocumentKind, signal: AbortSignal): Promise<Fetched> {
  if (kind === 'debitInvoice') return { blob: await fetchDocument(api, documentPath(kind, invoiceId), signal) };
  const { key, notYet } = LINKS[kind];
  const link = (await fetchDocumentPaths(api, invoiceId, signal))[key];
  if (!link) return { notYet };
  return { blob: await fetchDocument(api, link, signal) };
}

/**
 * One of the invoice's documents as an address a frame can show: fetched with the session and
 * handed over as an object URL, revoked when the document changes or the view goes.
 */
export function useDocument(invoiceId: string, kind: DocumentKind): DocumentState {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchOne(api, invoiceId, kind, signal), [api, invoiceId, kind]));
  const blob = state.status === 'ready' && 'blob' in state.data ? state.data.blob : null;
  const [url, setUrl] = useState<{ of: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const address = URL.createObjectURL(blob);
    setUrl({ of: blob, url: address });
    return () => URL.revokeObjectURL(address);
  }, [blob]);

  if (state.status !== 'ready') return state;
  if ('notYet' in state.data) return { status: 'notYet', message: state.data.notYet };
  return url && url.of === blob ? { status: 'ready', url: url.url } : { status: 'loading' };
}
