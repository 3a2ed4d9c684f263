import { IndividualClientPayload, NewCorporateClientPayload, type ClientKind } from '../../../domain/clients';
import { CorporateReview, IndividualReview } from './client-review';
import { CompanyAddressFields, CompanyFields, CORPORATE_STEPS } from './corporate-fields';
import { DirectorsStep } from './directors-step';
import { ContactFields, INDIVIDUAL_STEPS, IndividualIdentityFields, PersonalFields } from './individual-fields';
import type { ClientForm } from './use-client-form';
import type { ReactNode } from 'react';
import type { Struct } from 'superstruct';

export interface SetupStep {
  title: string;
  /** Whether a field's message belongs to this step. */
  owns: (field: string) => boolean;
  render: (form: ClientForm) => ReactNode;
}

const fieldsOf = (fields: readonly string[]) => (field: string) => fields.includes(field);
const nothing = () => false;

/** The steps after choosing the kind of client, ending with the review. */
export const SETUP_STEPS: Record<ClientKind, SetupStep[]> = {
  individual: [
    { title: 'Personal details', owns: fieldsOf(INDIVIDUAL_STEPS.personal), render: (form) => <PersonalFields form={form} /> },
    { title: 'Contact and address', owns: fieldsOf(INDIVIDUAL_STEPS.contact), render: (form) => <ContactFields form={form} /> },
    {
      title: 'Identification and KYC',
      owns: fieldsOf(INDIVIDUAL_STEPS.identification),
      render: (form) => <IndividualIdentityFields form={form} />,
    },
    { title: 'Review', owns: nothing, render: (form) => <IndividualReview form={form} /> },
  ],
  corporate: [
    { title: 'Company details', owns: fieldsOf(CORPORATE_STEPS.company), render: (form) => <CompanyFields form={form} /> },
    { title: 'Address and contact', owns: fieldsOf(CORPORATE_STEPS.address), render: (form) => <CompanyAddressFields form={form} /> },
    { title: 'Directors', owns: (field) => field.startsWith('directors'), render: (form) => <DirectorsStep form={form} /> },
    { title: 'Review', owns: nothing, render: (form) => <CorporateReview form={form} /> },
  ],
};

/** What each kind saves; the page narrows the checked value by the kind. */
export const SETUP_PAYLOADS: Record<ClientKind, Struct<unknown, unknown>> = {
  individual: IndividualClientPayload as unknown as Struct<unknown, unknown>,
  corporate: NewCorporateClientPayload as unknown as Struct<unknown, unknown>,
};

/** The first step holding one of these field messages, or -1. */
export const firstStepWith = (kind: ClientKind, fields: string[]) => SETUP_STEPS[kind].findIndex((step) => fields.some(step.owns));
