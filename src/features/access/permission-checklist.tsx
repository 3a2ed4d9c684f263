import { NOT_HELD_HINT } from '../../../domain/granting';
import { PERMISSION_AREAS } from '../../../domain/permissions';
import { Checkbox } from '../../ui/checkbox';
import type { Permission } from '../../../domain/access';

export interface PermissionChecklistProps {
  catalogue: readonly Permission[];
  checked: readonly number[];
  disabled?: boolean;
  /** Whether the editor may check this one; the others stay as they are, with the reason under them. */
  grantable?: (permission: Permission) => boolean;
  onChange: (checked: number[]) => void;
}

/** The catalogue by area, one checkbox per permission. */
export function PermissionChecklist({ catalogue, checked, disabled, grantable = () => true, onChange }: PermissionChecklistProps) {
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
              {inArea.map((permission) => {
                const held = grantable(permission);
                return (
                  <li key={permission.permission_id}>
                    <Checkbox
                      label={permission.value}
                      hint={held ? permission.description : `${permission.description} ${NOT_HELD_HINT}`}
                      disabled={disabled || !held}
                      checked={checked.includes(permission.permission_id)}
                      onChange={() => toggle(permission.permission_id)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
