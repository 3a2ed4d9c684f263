import { useEffect, useState } from 'react';
import { LICENCE_CLASSES, type LicenceClass } from '../../../domain/insurers';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';

type InsurerFiltersProps = {
  search: string;
  licenceClass: LicenceClass | '';
  onSearch: (text: string) => void;
  onLicenceClass: (value: LicenceClass | '') => void;
};

const ALL = 'all';
const TYPING_PAUSE_MS = 300;

/** The words typed are sent once typing pauses, so each key does not cost a request. */
export function InsurerFilters({ search, licenceClass, onSearch, onLicenceClass }: InsurerFiltersProps) {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => onSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <div role="search" aria-label="Find an insurer" className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <TextField
        label="Search insurers"
        type="search"
        placeholder="Name or short name"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SelectInput<LicenceClass | typeof ALL>
        label="Licence class"
        value={licenceClass || ALL}
        options={[{ value: ALL, label: 'All classes' }, ...LICENCE_CLASSES.map((value) => ({ value, label: value }))]}
        onChange={(value) => onLicenceClass(value === ALL ? '' : value)}
      />
    </div>
  );
}
