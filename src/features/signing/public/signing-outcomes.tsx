import { Link } from 'react-router';
import { signedDocumentUrl } from '../../../api/signing';
import { buttonLinkClass, linkClass } from '../../../ui/link-styles';
import type { SigningLinkRefusal } from '../../../../domain/signing';
import type { PublicSigningRequest } from '../../../../machines/signing-page/signing-page.types';

const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** Thank you: the signed copy to keep, its fingerprint, and where anyone can check a copy. */
export function SignedOutcome({ signingKey, page }: { signingKey: string; page: PublicSigningRequest }) {
  return (
    <section aria-labelledby="signed-heading" className="space-y-4">
      <h2 id="signed-heading" className="text-xl font-semibold text-slate-900">
        Thank you, {page.signer_name}: “{page.document_title}” is signed
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {page.brokerage_name} has been told{page.signed_at ? ` (signed ${lagosTime(page.signed_at)}, Lagos time)` : ''}. Keep a copy of the
        signed document for your records.
      </p>
      <a href={signedDocumentUrl(signingKey)} download className={`inline-block ${buttonLinkClass}`}>
        Download the signed PDF
      </a>
      {page.signed_sha256 && (
        <div className="text-sm text-slate-700">
          <p>Its SHA-256 fingerprint:</p>
          <code className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs">{page.signed_sha256}</code>
        </div>
      )}
      <p className="text-sm text-slate-700">
        Anyone holding a copy can check it is this signed document on the{' '}
        <Link to="/verify-signature" className={linkClass}>
          signature verification page
        </Link>
        .
      </p>
    </section>
  );
}

const REFUSAL_HEADINGS: Record<SigningLinkRefusal, string> = {
  unknown: 'This signing link is not valid',
  expired: 'This signing link has expired',
  used: 'This document has already been signed',
  cancelled: 'This signing request was cancelled',
};

/** The server refused the link: its reason, and the way on (a new link from the broker). */
export function RefusedOutcome({ refusal, message }: { refusal: SigningLinkRefusal; message: string }) {
  return (
    <section aria-labelledby="refused-heading" className="space-y-3">
      <h2 id="refused-heading" className="text-xl font-semibold text-slate-900">
        {REFUSAL_HEADINGS[refusal]}
      </h2>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {message}
      </p>
      <p className="text-sm text-slate-700">
        {refusal === 'used'
          ? 'If you need another copy of the signed document, or think this is a mistake, contact your broker.'
          : 'Ask your broker to send you a new signing link: it comes by email and works once.'}
      </p>
    </section>
  );
}
