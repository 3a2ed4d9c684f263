import { actorContext } from '../../ui/actor-context';
import type { PdfTemplateEditorMachine } from '../../../machines/pdf-template-editor/pdf-template-editor.machine';
import type { ActorRefFrom } from 'xstate';

export type PdfTemplateEditorActor = ActorRefFrom<PdfTemplateEditorMachine>;

const pdfTemplateEditor = actorContext<PdfTemplateEditorActor>('PDF template editor');

/** Gives the views below the page's PDF template editor actor: the page (or a story, a test) creates it. */
export const PdfTemplateEditorProvider = pdfTemplateEditor.Provider;
export const usePdfTemplateEditorActorRef = pdfTemplateEditor.useActorRef;
/** Reads the PDF template editor through a selector. */
export const usePdfTemplateEditorSelector = pdfTemplateEditor.useSelector;
