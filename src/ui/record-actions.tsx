import { Button } from './button';
import type { ReactNode } from 'react';

export interface RecordActionsProps {
  /** The record's name, so that each button says what it acts on ("Edit Head Office"). */
  name: string;
  onEdit: () => void;
  /** Left out when the record cannot be deleted: no Delete button. */
  onDelete?: () => void;
  /** Further actions shown between Edit and Delete. */
  children?: ReactNode;
}

/** The Edit and Delete buttons of one record in a list. */
export function RecordActions({ name, onEdit, onDelete, children }: RecordActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {children}
      {onDelete && (
        <Button variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </Button>
      )}
    </div>
  );
}
