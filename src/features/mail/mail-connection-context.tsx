import { actorContext } from '../../ui/actor-context';
import type { MailConnectionMachine } from '../../../machines/mail-connection/mail-connection.machine';
import type { ActorRefFrom } from 'xstate';

export type MailConnectionActor = ActorRefFrom<MailConnectionMachine>;

const mailConnection = actorContext<MailConnectionActor>('mail connection');

/** Gives the views below the page's mail connection actor: the page (or a story, a test) creates it. */
export const MailConnectionProvider = mailConnection.Provider;
export const useMailConnectionActorRef = mailConnection.useActorRef;
/** Reads the mail connection through a selector. */
export const useMailConnectionSelector = mailConnection.useSelector;
