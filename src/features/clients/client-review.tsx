import { addressLine, DetailList, exposure, joined, type Detail } from './detail-list';
import type { ClientForm, FormValues } from './use-client-form';

const identification = (v: FormValues): Detail[] => [
  ['Means of identification', joined(v.identificationType, v.identificationNumber)],
  ['Identification expiry', v.identificationExpiry],
  ['BVN', v.bvn],
];

/** The wizard's last step: what will be saved, as the person entered it. */
export function IndividualReview({ form }: { form: ClientForm }) {
  const v = form.values;
  return (
    <div className="space-y-4">
      <DetailList
        title="Personal details"
        details={[
          ['Name', joined(v.title, v.firstName, v.middleName, v.lastName)],
          ['Gender', v.gender],
          ['Date of birth', v.dateOfBirth],
          ['Occupation', joined(v.occupation, v.employer && `at ${v.employer}`)],
        ]}
      />
      <DetailList
        title="Contact and address"
        details={[
          ['Phone number', joined(v.phone, v.alternatePhone && `/ ${v.alternatePhone}`)],
          ['Email', v.email],
          ['Address', addressLine(v.address, v.city)],
          ['State', v._stateIdName],
          ['Local government area', v._lgaIdName],
        ]}
      />
      <DetailList
        title="Identification and KYC"
        details={[
          ...identification(v),
          ['NIN', v.nin],
          ['Politically exposed', exposure(v.politicallyExposed === 'true', v.politicalPosition || null)],
        ]}
      />
    </div>
  );
}

export function CorporateReview({ form }: { form: ClientForm }) {
  const v = form.values;
  return (
    <div className="space-y-4">
      <DetailList
        title="Company details"
        details={[
          ['Company name', v.corporateName],
          ['RC number', v.rcNumber],
          ['TIN', v.tin],
          ['Date of incorporation', v.dateOfIncorporation],
          ['Industry', v.industry],
        ]}
      />
      <DetailList
        title="Address and contact"
        details={[
          ['Operating business address', v.operatingBusinessAddress],
          ['City of operation', v.cityOfOperation],
          ['State of operation', v._stateIdName],
          ['Local government area', v._lgaIdName],
          ['Company phone', v.phone],
          ['Company email', v.email],
          ['Contact person', joined(v.contactPersonName, v.contactPersonPhone, v.contactPersonEmail)],
        ]}
      />
      {form.directors.length === 0 ? (
        <DetailList title="Directors" details={[['Directors', 'None yet']]} />
      ) : (
        form.directors.map((d, index) => (
          <DetailList
            key={index}
            title={`Director ${index + 1}`}
            details={[
              ['Name', joined(d.title, d.firstName, d.lastName)],
              ['Shareholding', d.shareholding && `${d.shareholding}%`],
              ...identification(d),
              ['Politically exposed', exposure(d.politicallyExposed === 'true', d.politicalPosition || null)],
            ]}
          />
        ))
      )}
    </div>
  );
}
