import { fromPromise } from 'xstate';
import { fetchMailTemplates, previewMailTemplate, resetMailTemplate, saveMailTemplate } from '../../api/mail-templates';
import type { MailKind, MailTemplate, MailTemplatePreview, TemplateWords } from '../../../machines/mail-templates/mail-templates.types';
import type { ApiClient } from '../../api/client';

/** The mail templates machine's requests, bound to the real API; leaving a state aborts its request. */
export function createMailTemplatesActors(api: ApiClient) {
  return {
    loadTemplates: fromPromise<MailTemplate[]>(({ signal }) => fetchMailTemplates(api, signal)),
    saveTemplate: fromPromise<MailTemplate, TemplateWords>(({ input, signal }) => saveMailTemplate(api, input.kind, input.payload, signal)),
    resetTemplate: fromPromise<MailTemplate, { kind: MailKind }>(({ input, signal }) => resetMailTemplate(api, input.kind, signal)),
    previewTemplate: fromPromise<MailTemplatePreview, TemplateWords>(({ input, signal }) =>
      previewMailTemplate(api, input.kind, input.payload, signal),
    ),
  };
}
