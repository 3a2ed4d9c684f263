import { useCallback, useId, useState, type FormEvent } from 'react';
import { verifySignedFile } from '../../../api/signing';
import { useServices } from '../../../app/session/session-context';
import { Button } from '../../../ui/button';
import { FailureNote } from '../../../ui/failure-note';
import { PublicLayout } from '../../../ui/public-layout';
import { useSending } from '../../../ui/use-sending';
import type { SignatureVerification } from '../../../../domain/signing';

const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** The answer for one file: signed here, by whom, when and for whom; or not (or changed since). */
function VerificationAnswer({ answer }: { answer: SignatureVerification }) {
  return answer.verified ? (
    <div role="status" className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p className="font-medium">
        This is the document “{answer.document_title}” signed by {answer.signer_name}
        {answer.signed_at ? ` on ${lagosTime(answer.signed_at)} (Lagos time)` : ''} for {answer.brokerage_name}.
      </p>
      <p className="break-all font-mono text-xs">SHA-256 {answer.sha256}</p>
    </div>
  ) : (
    <div role="status" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-medium">This file is not a document signed here, or it was changed after signing.</p>
      <p className="break-all font-mono text-xs">SHA-256 {answer.sha256}</p>
    </div>
  );
}

/** /verify-signature: anyone holding a signed PDF can check, byte for byte, that it is the one signed here. */
export function VerifySignaturePage() {
  const { api } = useServices();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<SignatureVerification | null>(null);
  const { sending, failure, send } = useSending(
    useCallback((signal: AbortSignal, chosen: File) => verifySignedFile(api, chosen, signal), [api]),
  );
  const fileProblem = failure?.fieldErrors.file;
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setAnswer(null);
    const verified = await send(file);
    if (verified) setAnswer(verified);
  };
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-semibold text-slate-900">Verify a signed document</h1>
        <p className="text-sm text-slate-700">
          Choose a PDF that was signed through a brokerage’s signing page. We tell you whether it is, exactly, the document that was signed.
          The file is only compared, not kept.
        </p>
        <form noValidate aria-label="Verify a signed document" onSubmit={(event) => void check(event)} className="space-y-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
              Signed PDF
            </label>
            <input
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={fileProblem ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setAnswer(null);
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700"
            />
            {fileProblem && (
              <p id={`${inputId}-error`} className="text-xs text-red-600">
                {fileProblem}
              </p>
            )}
          </div>
          <Button type="submit" busy={sending} disabled={!file}>
            Check the file
          </Button>
        </form>
        <FailureNote failure={failure} />
        {answer && <VerificationAnswer answer={answer} />}
      </div>
    </PublicLayout>
  );
}
