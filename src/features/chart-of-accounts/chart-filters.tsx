import { ACCOUNT_TYPES, type AccountClass } from '../../../domain/accounting';
import { Checkbox } from '../../ui/checkbox';
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
      <Checkbox label="Show inactive accounts" checked={includeInactive} onChange={onIncludeInactive} className="pb-2" />
    </TypedSearch>
  );
}
