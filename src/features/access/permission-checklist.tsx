import { PERMISSION_AREAS } from '../../../domain/permissions';
import { Checkbox } from '../../ui/checkbox';
import type { Permission } from '../../../domain/access';

export interface PermissionChecklistProps {
  catalogue: readonly Permission[];
  checked: readonly number[];
  disabled?: boolean;
  onChange: (checked: number[]) => void;
}

/** The catalogue by area, one checkbox per permission. */
export function PermissionChecklist({ catalogue, checked, disabled, onChange }: PermissionChecklistProps) {
  const toggle = (id: number) => onChange(checked.includes(id) ? checked.filter((v) => v !== id) : [...checked, id]);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {PERMISSION_AREAS.map((area) => {
        const inArea = catalogue.filter((permission) => permission.area === area);
        if (inArea.length === 0) return null;
        return (
          <fieldset key={area}>
            <legend className="text-sm font-semibold text-slate-800">{area}</legend>
            <ul className="mt-1 space-y-1">
              {inArea.map((permission) => (
                <li key={permission.permission_id}>
                  <Checkbox
                    label={permission.value}
                    hint={permission.description}
                    disabled={disabled}
                    checked={checked.includes(permission.permission_id)}
                    onChange={() => toggle(permission.permission_id)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
