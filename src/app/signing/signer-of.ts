import { fetchCorporateClient, fetchIndividualClient } from '../../api/clients';
import type { SignerForm } from '../../../machines/signing-request/signing-request.types';
import type { ApiClient } from '../../api/client';

/** Who is asked to sign, as the subject's page knows them: a name and email, or the client to read them from. */
export interface SignerSource {
  name: string | null;
  email?: string | null;
  client?: { type: string; id: string } | null;
}

/**
 * The signer's name and email to fill the dialog with: the page's own, else the client's record (a
 * company's contact person first). A client the user may not read leaves the fields to type.
 */
export async function signerOf(api: ApiClient, source: SignerSource, signal?: AbortSignal): Promise<Partial<SignerForm>> {
  const known = { signerName: source.name ?? '', signerEmail: source.email ?? '' };
  if (known.signerEmail || !source.client) return known;
  try {
    if (source.client.type.toUpperCase() === 'CORPORATE') {
      const company = await fetchCorporateClient(api, source.client.id, signal);
      return {
        signerName: company.contact_person_name ?? known.signerName,
        signerEmail: company.contact_person_email ?? company.email ?? '',
      };
    }
    const person = await fetchIndividualClient(api, source.client.id, signal);
    return { signerName: known.signerName, signerEmail: person.email ?? '' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return known;
  }
}
