import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { mailTemplatesMachine } from '../../../machines/mail-templates/mail-templates.machine';
import { useServices } from '../../app/session/session-context';
import { createMailTemplatesActors } from './mail-templates-actors';
import { useMailTemplatesActorRef, type MailTemplatesActor } from './mail-templates-context';
import type { MailKind, TemplateField } from '../../../machines/mail-templates/mail-templates.types';

/** The page's mail templates actor, with the real API. */
export function useMailTemplatesActor(): MailTemplatesActor {
  const { api } = useServices();
  return useActorRef(mailTemplatesMachine.provide({ actors: createMailTemplatesActors(api) }));
}

/** What the admin can do with the templates of the nearest <MailTemplatesProvider>, as named commands. */
export function useMailTemplatesCommands() {
  const actor = useMailTemplatesActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'templates.retry' }),
      open: (kind: MailKind) => actor.send({ type: 'templates.open', kind }),
      close: () => actor.send({ type: 'templates.close' }),
      edit: (field: TemplateField, value: string) => actor.send({ type: 'templates.edit', field, value }),
      insert: (field: TemplateField, name: string, start: number, end: number) =>
        actor.send({ type: 'templates.insert', field, name, start, end }),
      save: () => actor.send({ type: 'templates.save' }),
      preview: () => actor.send({ type: 'templates.preview' }),
      reset: () => actor.send({ type: 'templates.reset' }),
      confirmReset: () => actor.send({ type: 'templates.confirmReset' }),
      cancelReset: () => actor.send({ type: 'templates.cancelReset' }),
      confirmDiscard: () => actor.send({ type: 'templates.confirmDiscard' }),
      cancelDiscard: () => actor.send({ type: 'templates.cancelDiscard' }),
    }),
    [actor],
  );
}
