import { useEffect, useState } from 'react';
import { ACCOUNT_TYPES, type AccountClass } from '../../../domain/accounting';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';

type ChartFiltersProps = {
  search: string;
  accountClass: AccountClass | '';
  includeInactive: boolean;
  onSearch: (text: string) => void;
  onAccountClass: (value: AccountClass | '') => void;
  onIncludeInactive: (value: boolean) => void;
};

const ALL = 'all';
const TYPING_PAUSE_MS = 300;

/** The words typed are sent once typing pauses, so each key does not cost a request. */
export function ChartFilters({ search, accountClass, includeInactive, onSearch, onAccountClass, onIncludeInactive }: ChartFiltersProps) {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => onSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <div role="search" aria-label="Find an account" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
      <TextField
        label="Search accounts"
        type="search"
        placeholder="Code or name"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SelectInput<AccountClass | typeof ALL>
        label="Class"
        value={accountClass || ALL}
        options={[{ value: ALL, label: 'All classes' }, ...ACCOUNT_TYPES.map((cls) => ({ value: cls.code, label: cls.name }))]}
        onChange={(value) => onAccountClass(value === ALL ? '' : value)}
      />
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
        <input type="checkbox" checked={includeInactive} onChange={(event) => onIncludeInactive(event.target.checked)} />
        Show inactive accounts
      </label>
    </div>
  );
}
