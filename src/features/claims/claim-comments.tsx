import { useState } from 'react';
import { MAX_CLAIM_COMMENT } from '../../../domain/claims';
import { Button } from '../../ui/button';
import { moment } from '../../ui/moment';
import { TextArea } from '../../ui/text-area';
import { card } from './claim-summary';
import type { ClaimState } from './use-claim';

/** The claim's conversation, oldest first, and a box for one more; a refused or failed comment keeps its text. */
export function ClaimComments({ state }: { state: ClaimState }) {
  const { claim, commentStep, failure, offers } = state;
  const [typed, setTyped] = useState(state.comment);
  const sending = commentStep === 'sending';
  const [wasSending, setWasSending] = useState(sending);
  // From sending back to rest is the comment gone in (a failure stays): the box is empty for the next one.
  if (sending !== wasSending) {
    setWasSending(sending);
    if (commentStep === 'idle') setTyped('');
  }
  if (!claim) return null;
  const mayComment = offers.comment || commentStep !== 'idle';
  return (
    <section aria-labelledby="claim-comments" className={`space-y-3 p-5 ${card}`}>
      <h2 id="claim-comments" className="text-base font-semibold text-slate-900">
        Comments
      </h2>
      {claim.comments.length === 0 ? (
        <p className="text-sm text-slate-500">No one has commented yet.</p>
      ) : (
        <ul aria-label="Comments" className="space-y-3">
          {claim.comments.map((comment) => (
            <li key={comment.comment_id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line text-slate-900">{comment.comment}</p>
              <p className="mt-1 text-xs text-slate-500">
                {comment.by?.name ?? 'The system'} · <time dateTime={comment.at}>{moment(comment.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {mayComment && (
        <form
          aria-label="Add a comment"
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            state.sendComment(typed);
          }}
        >
          <TextArea
            label="Comment"
            value={typed}
            onChange={setTyped}
            limit={MAX_CLAIM_COMMENT}
            disabled={sending}
            error={commentStep === 'idle' ? null : failure?.fieldErrors.comment}
          />
          {commentStep === 'failed' && failure && Object.keys(failure.fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              {failure.message}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" busy={sending} disabled={state.busy && !sending}>
              Add comment
            </Button>
            {commentStep === 'failed' && state.canRetry && (
              <Button variant="secondary" onClick={state.retry}>
                Try again
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
