import { LICENCE_CLASSES, type LicenceClass } from '../../../domain/insurers';
import { FilterSelect, TypedSearch } from '../../ui/list-filters';

type InsurerFiltersProps = {
  search: string;
  licenceClass: LicenceClass | '';
  onSearch: (text: string) => void;
  onLicenceClass: (value: LicenceClass | '') => void;
};

const CLASS_OPTIONS = LICENCE_CLASSES.map((value) => ({ value, label: value }));

/** Words (sent once typing pauses) and the licence class. */
export function InsurerFilters({ search, licenceClass, onSearch, onLicenceClass }: InsurerFiltersProps) {
  return (
    <TypedSearch
      name="Find an insurer"
      label="Search insurers"
      placeholder="Name or short name"
      search={search}
      onSearch={onSearch}
      className="grid gap-3 sm:grid-cols-[2fr_1fr]"
    >
      <FilterSelect label="Licence class" value={licenceClass} options={CLASS_OPTIONS} all="All classes" onChange={onLicenceClass} />
    </TypedSearch>
  );
}
