import { MAX_CHECKLIST_ITEM } from '../../../../domain/claims';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

export interface ChecklistRow {
  /** Keeps a row's input while the rows move. */
  key: number;
  name: string;
}

const named = (row: ChecklistRow, index: number) => row.name.trim() || `document ${index + 1}`;

/** Moves the row at `index` by `step` places (−1 up, +1 down). */
export function moved(rows: readonly ChecklistRow[], index: number, step: -1 | 1): ChecklistRow[] {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + step, 0, row!);
  return next;
}

/** The documents of a checklist in order, each renamed in place, moved up or down, or removed. */
export function ChecklistRows({
  rows,
  errors,
  onChange,
}: {
  rows: readonly ChecklistRow[];
  errors: Record<string, string>;
  onChange: (rows: ChecklistRow[]) => void;
}) {
  const rename = (index: number, name: string) => onChange(rows.map((row, at) => (at === index ? { ...row, name } : row)));
  return (
    <ol className="space-y-2">
      {rows.map((row, index) => (
        <li key={row.key} className="flex flex-wrap items-end gap-2">
          <TextField
            label={`Document ${index + 1}`}
            className="min-w-56 flex-1"
            maxLength={MAX_CHECKLIST_ITEM}
            value={row.name}
            error={errors[`documents.${index}`]}
            onChange={(event) => rename(index, event.target.value)}
          />
          <div className="flex gap-1">
            <Button
              variant="ghost"
              aria-label={`Move ${named(row, index)} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(rows, index, -1))}
            >
              Up
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move ${named(row, index)} down`}
              disabled={index === rows.length - 1}
              onClick={() => onChange(moved(rows, index, 1))}
            >
              Down
            </Button>
            <Button
              variant="ghost"
              aria-label={`Remove ${named(row, index)}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
