import { percentagesAboveHundred } from '../../domain/messages';
import { exactDecimal } from '../../domain/products';
import { Button } from './button';
import { SelectInput } from './select-input';
import { TextField } from './text-field';

/** One co-broker or co-insurer with its percentage of the premium. */
export interface ShareRow {
  key: number;
  partyId: string;
  percentageOfPremium: string;
}

/** The list's percentages added up, in hundredths of a per cent; null while one is not a percentage. */
export function shareTotal(rows: ShareRow[]): number | null {
  let total = 0;
  for (const row of rows) {
    const exact = row.percentageOfPremium.trim() === '' ? '0.00' : exactDecimal(row.percentageOfPremium, 2, 100);
    if (exact === null) return null;
    total += Number(exact.replace('.', ''));
  }
  return total;
}

export const percentText = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export interface Party {
  id: string;
  name: string;
}

/**
 * Co-brokers or co-insurers: each party once with its percentage of the premium, rows added and
 * removed, and the list's total shown as it is typed (never above 100).
 */
export function ShareListEditor({
  title,
  who,
  list,
  partyField,
  parties,
  rows,
  errors,
  onChange,
  nextKey,
}: {
  title: string;
  /** 'co-brokers' or 'co-insurers', as the total's message says it. */
  who: string;
  /** The payload's list name: coBrokers or coInsurers. */
  list: 'coBrokers' | 'coInsurers';
  partyField: 'coBrokerId' | 'insurerId';
  parties: Party[];
  rows: ShareRow[];
  errors: Record<string, string>;
  onChange: (rows: ShareRow[]) => void;
  nextKey: () => number;
}) {
  const total = shareTotal(rows);
  const tooMuch = total !== null && total > 10_000;
  const options = parties.map((party) => ({ value: party.id, label: party.name }));
  const single = who.replace(/s$/, '');
  const edit = (key: number, changes: Partial<ShareRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {rows.map((row, index) => (
        <div key={row.key} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
          <SelectInput
            label={`${single}, row ${index + 1}`}
            value={row.partyId}
            options={options}
            placeholder={`Choose a ${single}`}
            error={errors[`${list}.${index}.${partyField}`]}
            onChange={(partyId) => edit(row.key, { partyId })}
          />
          <TextField
            label={`Percentage of premium, row ${index + 1}`}
            inputMode="decimal"
            value={row.percentageOfPremium}
            error={errors[`${list}.${index}.percentageOfPremium`]}
            onChange={(event) => edit(row.key, { percentageOfPremium: event.target.value })}
          />
          <Button
            variant="ghost"
            aria-label={`Remove ${single}, row ${index + 1}`}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => onChange([...rows, { key: nextKey(), partyId: '', percentageOfPremium: '' }])}>
          Add {single}
        </Button>
        {rows.length > 0 && (
          <p role="status" aria-label={`${title} total`} className={`text-sm ${tooMuch ? 'text-red-700' : 'text-slate-700'}`}>
            {total === null ? 'Total: check the percentages' : `Total ${percentText(total)}% of premium`}
          </p>
        )}
      </div>
      {(tooMuch || errors[list]) && <p className="text-xs text-red-600">{tooMuch ? percentagesAboveHundred(who) : errors[list]}</p>}
    </fieldset>
  );
}
