import { draftProblems, emptyLine } from './transaction-draft';
import type { RequestFailure } from '../../domain/api';
import type { DraftHeader, DraftLine, TransactionApprovalContext } from './transaction-approval.types';

// How each edit changes the machine's context: the draft, and the field errors that no longer apply.

type Edit = Partial<TransactionApprovalContext>;

const INVALID_DRAFT = 'Please correct the highlighted fields';

/** The errors of the fields named (and of their parts: 'lines.1' takes 'lines.1.debit') go; the others stay. */
function without(failure: RequestFailure | null, prefixes: string[]): RequestFailure | null {
  if (!failure) return null;
  const kept = Object.entries(failure.fieldErrors).filter(
    ([field]) => !prefixes.some((prefix) => field === prefix || field.startsWith(`${prefix}.`)),
  );
  return { ...failure, fieldErrors: Object.fromEntries(kept) };
}

export const editHeader = (context: TransactionApprovalContext, changes: Partial<DraftHeader>): Edit => ({
  draft: { ...context.draft, ...changes },
  failure: without(context.failure, Object.keys(changes)),
});

export const editLine = (context: TransactionApprovalContext, at: number, changes: Partial<Omit<DraftLine, 'key'>>): Edit => ({
  draft: { ...context.draft, lines: context.draft.lines.map((line, index) => (index === at ? { ...line, ...changes } : line)) },
  failure: without(context.failure, [`lines.${at}`, 'lines']),
});

export const addLine = (context: TransactionApprovalContext): Edit => ({
  draft: { ...context.draft, lines: [...context.draft.lines, emptyLine(context.nextLineKey)] },
  nextLineKey: context.nextLineKey + 1,
  failure: without(context.failure, ['lines']),
});

/** Line numbers shift: the errors of every line go, as they no longer match their line. */
export const removeLine = (context: TransactionApprovalContext, at: number): Edit => ({
  draft: { ...context.draft, lines: context.draft.lines.filter((_, index) => index !== at) },
  failure: without(context.failure, ['lines']),
});

/** What the form refuses in the draft, as a failure with its field errors. */
export const draftRefusal = (context: TransactionApprovalContext): RequestFailure => ({
  message: INVALID_DRAFT,
  fieldErrors: Object.fromEntries(draftProblems(context.draft).map((problem) => [problem.field, problem.message])),
});
