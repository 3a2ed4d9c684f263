import type { CorporateClient, IndividualClient } from '../../../domain/client-records';
import type { FormValues } from './use-client-form';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved individual client as the edit form holds it; PUT replaces the record, so every field is carried. */
export function individualFormValues(client: IndividualClient): FormValues {
  return {
    title: text(client.title),
    firstName: client.firstname,
    middleName: text(client.middle_name),
    lastName: client.lastname,
    gender: text(client.gender),
    dateOfBirth: text(client.date_of_birth),
    occupation: text(client.occupation),
    employer: text(client.employer),
    email: text(client.email),
    phone: text(client.phone),
    alternatePhone: text(client.alternate_phone),
    address: text(client.address),
    city: text(client.city),
    stateId: text(client.state_id),
    lgaId: text(client.lga_id),
    _stateIdName: text(client.state_name),
    _lgaIdName: text(client.lga_name),
    // Not on the form, but kept: leaving it out would clear it.
    policyholderTypeId: text(client.policyholder_type_id),
    identificationType: text(client.identification_type),
    identificationNumber: text(client.identification_number),
    identificationExpiry: text(client.identification_expiry),
    bvn: text(client.bvn),
    nin: text(client.nin),
    politicallyExposed: String(client.politically_exposed),
    politicalPosition: text(client.political_position),
  };
}

export function corporateFormValues(client: CorporateClient): FormValues {
  return {
    corporateName: client.corporate_name,
    rcNumber: text(client.rc_number),
    tin: text(client.tin),
    dateOfIncorporation: text(client.date_of_incorporation),
    industry: text(client.industry),
    operatingBusinessAddress: text(client.operating_business_address),
    cityOfOperation: text(client.city_of_operation),
    stateId: text(client.state_id),
    lgaId: text(client.lga_id),
    _stateIdName: text(client.state_of_operation),
    _lgaIdName: text(client.lga_name),
    email: text(client.email),
    phone: text(client.phone),
    website: text(client.website),
    contactPersonName: text(client.contact_person_name),
    contactPersonPhone: text(client.contact_person_phone),
    contactPersonEmail: text(client.contact_person_email),
  };
}
