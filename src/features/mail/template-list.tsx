import {
  selectCustomisedCount,
  selectGroups,
  selectIsBusy,
  selectOpenTemplate,
} from '../../../machines/mail-templates/mail-templates.selectors';
import { StatusBadge } from '../../ui/status-badge';
import { addressedTo } from './addressed-to';
import { useMailTemplatesSelector } from './mail-templates-context';
import { useMailTemplatesCommands } from './use-mail-templates';

const groupId = (title: string) => `mail-group-${title.replace(/\W+/g, '-')}`;

/** Every kind of mail, grouped as a broker looks for them, with whether the brokerage has its own words for it. */
export function TemplateList() {
  const groups = useMailTemplatesSelector(selectGroups);
  const customised = useMailTemplatesSelector(selectCustomisedCount);
  const open = useMailTemplatesSelector(selectOpenTemplate);
  const busy = useMailTemplatesSelector(selectIsBusy);
  const { open: edit } = useMailTemplatesCommands();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {customised === 0
          ? 'Every mail uses the product’s default words. Edit one to make it the brokerage’s own.'
          : `${customised} of the brokerage’s mails use its own words; the others use the product’s default words.`}
      </p>
      {groups.map((group) => (
        <div key={group.title} className="space-y-2">
          <h3 id={groupId(group.title)} className="text-sm font-semibold text-slate-800">
            {group.title}
          </h3>
          <ul
            aria-labelledby={`mail-group-${group.title.replace(/\W+/g, '-')}`}
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {group.templates.map((template) => (
              <li
                key={template.kind}
                aria-label={template.label}
                aria-current={open?.kind === template.kind ? 'true' : undefined}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm aria-[current]:bg-brand-50"
              >
                <div>
                  <p className="font-medium text-slate-900">{template.label}</p>
                  <p className="text-slate-500">{addressedTo(template.audience)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge status={template.customised ? 'Customised' : 'Default'} tone={template.customised ? 'green' : 'grey'} />
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={`Edit ${template.label}`}
                    className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
                    onClick={() => edit(template.kind)}
                  >
                    Edit
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
