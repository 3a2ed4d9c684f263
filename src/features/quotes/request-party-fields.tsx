import { useClientSearch } from '../../app/use-searches';
import { ClientPicker } from '../../ui/client-picker';
import { TextField } from '../../ui/text-field';
import { WHO_FOR_OPTIONS, type RequestFormFields, type WhoFor } from './request-quote-form';
import type { ClientSummary } from '../../../domain/client-records';
import type { ClientType } from '../../../domain/clients';

type PartyProps = {
  fields: RequestFormFields;
  whoFor: WhoFor;
  onWhoFor: (whoFor: WhoFor) => void;
  client: ClientSummary | null;
  onClient: (client: ClientSummary | null) => void;
};

/**
 * Whom the request is for: a client of the book, found by name (POST /client/search), or a prospect
 * with a name and an email or phone. Both stay in the page as typed; only the chosen one shows.
 */
export function RequestPartyFields({ fields, whoFor, onWhoFor, client, onClient }: PartyProps) {
  const search = useClientSearch();
  const { values, errorOf, set } = fields;
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">The request is for</legend>
        {WHO_FOR_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-500 has-checked:ring-2 has-checked:ring-brand-100"
          >
            <input
              type="radio"
              name="whoFor"
              value={option.value}
              checked={whoFor === option.value}
              onChange={() => onWhoFor(option.value)}
              className="size-4 text-brand-600 focus:ring-brand-500"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div hidden={whoFor !== 'client'}>
        <ClientPicker
          search={search}
          clientType={values.clientType as ClientType | ''}
          chosen={client}
          errors={{ clientType: errorOf('clientType'), clientId: errorOf('clientId') }}
          onTypeChange={(clientType) => {
            set('clientType', clientType);
            set('clientId', '');
            onClient(null);
          }}
          onChoose={(chosen) => {
            onClient(chosen);
            set('clientType', chosen.client_type);
            set('clientId', chosen.client_id);
          }}
        />
      </div>
      <div hidden={whoFor !== 'prospect'}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Prospect's name"
            required
            value={values.prospectName}
            error={errorOf('prospectName')}
            onChange={(event) => set('prospectName', event.target.value)}
          />
          <TextField
            label="Prospect's email"
            type="email"
            value={values.prospectEmail}
            error={errorOf('prospectEmail')}
            onChange={(event) => set('prospectEmail', event.target.value)}
          />
          <TextField
            label="Prospect's phone"
            type="tel"
            hint="An email or a phone number"
            value={values.prospectPhone}
            error={errorOf('prospectPhone')}
            onChange={(event) => set('prospectPhone', event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
