import { Button } from '../../ui/button';
import type { Underwriter } from '../../../domain/underwriters';

type UnderwriterCardProps = {
  underwriter: Underwriter;
  /** Absent for someone who may not keep underwriters. */
  onEdit?: () => void;
  onDelete?: () => void;
};

/** One underwriter at the insurer and the people there the brokerage deals with. */
export function UnderwriterCard({ underwriter, onEdit, onDelete }: UnderwriterCardProps) {
  const reach = [underwriter.branch && `${underwriter.branch} branch`, underwriter.email, underwriter.phone].filter(Boolean).join(' · ');
  return (
    <li aria-label={underwriter.name} className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="text-sm">
          <h3 className="font-semibold text-slate-900">{underwriter.name}</h3>
          {reach && <p className="text-slate-600">{reach}</p>}
          {underwriter.address && <p className="text-xs text-slate-500">{underwriter.address}</p>}
        </div>
        {onEdit && onDelete && (
          <div className="flex gap-2">
            <Button variant="secondary" aria-label={`Edit ${underwriter.name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button variant="ghost" className="text-red-700" aria-label={`Delete ${underwriter.name}`} onClick={onDelete}>
              Delete
            </Button>
          </div>
        )}
      </div>
      {underwriter.contacts.length === 0 ? (
        <p className="text-xs text-slate-500">No contacts yet</p>
      ) : (
        <ul aria-label={`Contacts at ${underwriter.name}`} className="grid gap-2 sm:grid-cols-2">
          {underwriter.contacts.map((contact) => (
            <li key={contact.contact_id} aria-label={contact.name} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium text-slate-800">{contact.name}</p>
              <p className="text-xs text-slate-600">
                {[contact.designation, contact.email, contact.phone].filter(Boolean).join(' · ') || 'No details'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
