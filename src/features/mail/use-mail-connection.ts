import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { mailConnectionMachine } from '../../../machines/mail-connection/mail-connection.machine';
import { useServices } from '../../app/session/session-context';
import { createMailConnectionActors } from './mail-connection-actors';
import { useMailConnectionActorRef, type MailConnectionActor } from './mail-connection-context';
import type { ConnectionField } from '../../../machines/mail-connection/mail-connection.types';

/** The page's mail connection actor, with the real API. */
export function useMailConnectionActor(): MailConnectionActor {
  const { api } = useServices();
  return useActorRef(mailConnectionMachine.provide({ actors: createMailConnectionActors(api) }));
}

/** What the admin can do with the connection of the nearest <MailConnectionProvider>, as named commands. */
export function useMailConnectionCommands() {
  const actor = useMailConnectionActorRef();
  return useMemo(
    () => ({
      edit: (field: ConnectionField, value: string) => actor.send({ type: 'mail.edit', field, value }),
      chooseSendToMe: (value: boolean) => actor.send({ type: 'mail.sendToMe', value }),
      save: () => actor.send({ type: 'mail.save' }),
      test: () => actor.send({ type: 'mail.test' }),
      retry: () => actor.send({ type: 'mail.retry' }),
    }),
    [actor],
  );
}
