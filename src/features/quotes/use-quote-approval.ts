import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { quoteApprovalMachine, type QuoteApprovalMachine } from '../../../machines/quote-approval/quote-approval.machine';
import {
  selectCanAnswer,
  selectCanApprove,
  selectCanChoose,
  selectCanCompare,
  selectCanConvert,
  selectCanCopy,
  selectCanRetry,
  selectCanRevise,
  selectComparison,
  selectFailure,
  selectForm,
  selectIsBusy,
  selectIsEditable,
  selectKind,
  selectMayBeSent,
  selectPremiumPreview,
  selectPreparedByViewer,
  selectQuote,
  selectSlot,
} from '../../../machines/quote-approval/quote-approval.selectors';
import { useServices } from '../../app/session/session-context';
import { createQuoteActors } from './quote-actors';
import type { QuoteAnnouncement } from '../../../machines/quote-approval/quote-approval.setup';
import type { ProductTerms, QuoteApprovalInput, QuoteDetails, QuotePayload } from '../../../machines/quote-approval/quote-approval.types';
import type { ActorRefFrom } from 'xstate';

export type QuoteApprovalActor = ActorRefFrom<QuoteApprovalMachine>;

/** A quote approval actor for this page, over the real API; `announced` (read fresh) hears each change a call made. */
export function useQuoteApprovalActor(
  input: QuoteApprovalInput,
  announced: (quote: QuoteDetails, move: QuoteAnnouncement) => void,
): QuoteApprovalActor {
  const { api } = useServices();
  const latest = useRef(announced);
  latest.current = announced;
  return useActorRef(
    quoteApprovalMachine.provide({
      actors: createQuoteActors(api),
      actions: { announce: (_, params) => latest.current(params.quote, params.move) },
    }),
    { input },
  );
}

const samePreview = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the quote's approval panel shows, and the named commands it sends, read through selectors. */
export function useQuoteApprovalOf(actor: QuoteApprovalActor) {
  const slot = useSelector(actor, selectSlot);
  const quote = useSelector(actor, selectQuote);
  const form = useSelector(actor, selectForm);
  const kind = useSelector(actor, selectKind);
  const editable = useSelector(actor, selectIsEditable);
  const comparison = useSelector(actor, selectComparison);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectIsBusy);
  const preview = useSelector(actor, selectPremiumPreview, samePreview);
  const preparedByViewer = useSelector(actor, selectPreparedByViewer);
  const canRetry = useSelector(actor, selectCanRetry);
  const canCompare = useSelector(actor, selectCanCompare);
  const canChoose = useSelector(actor, selectCanChoose);
  const canApprove = useSelector(actor, selectCanApprove);
  const canRevise = useSelector(actor, selectCanRevise);
  const canAnswer = useSelector(actor, selectCanAnswer);
  const canConvert = useSelector(actor, selectCanConvert);
  const canCopy = useSelector(actor, selectCanCopy);
  const mayBeSent = useSelector(actor, selectMayBeSent);
  const commands = useMemo(
    () => ({
      edit: (changes: Partial<QuotePayload>) => actor.send({ type: 'quote.edit', changes }),
      priceFrom: (terms: ProductTerms | null) => actor.send({ type: 'quote.priceFrom', terms }),
      save: () => actor.send({ type: 'quote.save' }),
      submit: () => actor.send({ type: 'quote.submit' }),
      compare: (productIds: string[]) => actor.send({ type: 'quote.compare', productIds }),
      choose: (quoteId: string) => actor.send({ type: 'quote.choose', quoteId }),
      closeComparison: () => actor.send({ type: 'quote.closeComparison' }),
      approve: () => actor.send({ type: 'quote.approve' }),
      reject: (reason: string) => actor.send({ type: 'quote.reject', reason }),
      revise: () => actor.send({ type: 'quote.revise' }),
      send: (startDate: string) => actor.send({ type: 'quote.send', startDate }),
      accept: () => actor.send({ type: 'quote.accept' }),
      decline: (reason: string) => actor.send({ type: 'quote.decline', reason }),
      convert: () => actor.send({ type: 'quote.convert' }),
      copy: () => actor.send({ type: 'quote.copy' }),
      retry: () => actor.send({ type: 'quote.retry' }),
      dismiss: () => actor.send({ type: 'quote.dismiss' }),
    }),
    [actor],
  );
  return {
    slot,
    quote,
    form,
    kind,
    editable,
    comparison,
    failure,
    busy,
    preview,
    preparedByViewer,
    canRetry,
    canCompare,
    canChoose,
    canApprove,
    canRevise,
    canAnswer,
    canConvert,
    canCopy,
    mayBeSent,
    ...commands,
  };
}

export type QuoteApprovalState = ReturnType<typeof useQuoteApprovalOf>;
