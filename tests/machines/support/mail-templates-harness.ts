import { createActor, type NonReducibleUnknown } from 'xstate';
import { mailTemplatesMachine } from '../../../machines/mail-templates/mail-templates.machine';
import { controlledActors, harnessOf } from './controlled-actors';
import type { MailKind, MailTemplate, MailTemplatePreview, TemplateWords } from '../../../machines/mail-templates/mail-templates.types';
import type { MailTemplatesActorName } from '../../../stories/machines/mail-templates.model';

interface Outputs {
  loadTemplates: MailTemplate[];
  saveTemplate: MailTemplate;
  resetTemplate: MailTemplate;
  previewTemplate: MailTemplatePreview;
}

export type { MailTemplatesActorName } from '../../../stories/machines/mail-templates.model';

/** The mail templates machine over calls that stay pending until the test settles them. */
export function createMailTemplatesHarness() {
  const stand = controlledActors<MailTemplatesActorName, Outputs>();
  const { controlled } = stand;
  const machine = mailTemplatesMachine.provide({
    actors: {
      loadTemplates: controlled<MailTemplate[], NonReducibleUnknown>('loadTemplates'),
      saveTemplate: controlled<MailTemplate, TemplateWords>('saveTemplate'),
      resetTemplate: controlled<MailTemplate, { kind: MailKind }>('resetTemplate'),
      previewTemplate: controlled<MailTemplatePreview, TemplateWords>('previewTemplate'),
    },
  });
  return harnessOf(machine, createActor(machine), stand, {});
}

export type MailTemplatesHarness = ReturnType<typeof createMailTemplatesHarness>;
