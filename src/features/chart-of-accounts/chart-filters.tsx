import { ACCOUNT_TYPES, type AccountClass } from '../../../domain/accounting';
import { FilterSelect, TypedSearch } from '../../ui/list-filters';

type ChartFiltersProps = {
  search: string;
  accountClass: AccountClass | '';
  includeInactive: boolean;
  onSearch: (text: string) => void;
  onAccountClass: (value: AccountClass | '') => void;
  onIncludeInactive: (value: boolean) => void;
};

const CLASS_OPTIONS = ACCOUNT_TYPES.map((cls) => ({ value: cls.code, label: cls.name }));

/** Words (sent once typing pauses), the account class, and whether inactive accounts show. */
export function ChartFilters({ search, accountClass, includeInactive, onSearch, onAccountClass, onIncludeInactive }: ChartFiltersProps) {
  return (
    <TypedSearch
      name="Find an account"
      label="Search accounts"
      placeholder="Code or name"
      search={search}
      onSearch={onSearch}
      className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]"
    >
      <FilterSelect label="Class" value={accountClass} options={CLASS_OPTIONS} all="All classes" onChange={onAccountClass} />
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
        <input type="checkbox" checked={includeInactive} onChange={(event) => onIncludeInactive(event.target.checked)} />
        Show inactive accounts
      </label>
    </TypedSearch>
  );
}
