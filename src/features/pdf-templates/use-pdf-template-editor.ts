import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { pdfTemplateEditorMachine } from '../../../machines/pdf-template-editor/pdf-template-editor.machine';
import { useServices } from '../../app/session/session-context';
import { createPdfTemplateActors } from './pdf-template-actors';
import { usePdfTemplateEditorActorRef, type PdfTemplateEditorActor } from './pdf-template-context';
import type { PdfDocumentKind, PdfTemplateBody } from '../../../machines/pdf-template-editor/pdf-template-editor.types';

/** The page's PDF template editor actor, with the real API. */
export function usePdfTemplateEditor(): PdfTemplateEditorActor {
  const { api } = useServices();
  return useActorRef(pdfTemplateEditorMachine.provide({ actors: createPdfTemplateActors(api) }));
}

/** What the admin can do with the template of the nearest <PdfTemplateEditorProvider>, as named commands. */
export function usePdfTemplateCommands() {
  const actor = usePdfTemplateEditorActorRef();
  return useMemo(
    () => ({
      choose: (kind: PdfDocumentKind) => actor.send({ type: 'pdfTemplate.choose', kind }),
      edit: (change: Partial<PdfTemplateBody>) => actor.send({ type: 'pdfTemplate.edit', change }),
      save: () => actor.send({ type: 'pdfTemplate.save' }),
      reset: () => actor.send({ type: 'pdfTemplate.reset' }),
      confirmReset: () => actor.send({ type: 'pdfTemplate.confirmReset' }),
      cancelReset: () => actor.send({ type: 'pdfTemplate.cancelReset' }),
      confirmDiscard: () => actor.send({ type: 'pdfTemplate.confirmDiscard' }),
      cancelDiscard: () => actor.send({ type: 'pdfTemplate.cancelDiscard' }),
      retry: () => actor.send({ type: 'pdfTemplate.retry' }),
    }),
    [actor],
  );
}
