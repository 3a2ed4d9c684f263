import { actorContext } from '../../ui/actor-context';
import type { MailTemplatesMachine } from '../../../machines/mail-templates/mail-templates.machine';
import type { ActorRefFrom } from 'xstate';

export type MailTemplatesActor = ActorRefFrom<MailTemplatesMachine>;

const mailTemplates = actorContext<MailTemplatesActor>('mail templates');

/** Gives the views below the page's mail templates actor: the page (or a story, a test) creates it. */
export const MailTemplatesProvider = mailTemplates.Provider;
export const useMailTemplatesActorRef = mailTemplates.useActorRef;
/** Reads the mail templates through a selector. */
export const useMailTemplatesSelector = mailTemplates.useSelector;
