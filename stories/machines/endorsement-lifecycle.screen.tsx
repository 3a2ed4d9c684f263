import { fromPromise } from 'xstate';
import { endorsementLifecycleMachine } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { endorsementDocumentPath } from '../../src/api/endorsements';
import { EndorsementDetailsView } from '../../src/features/endorsements/endorsement-details-view';
import { useEndorsementLifecycleOf, type EndorsementLifecycleActor } from '../../src/features/endorsements/use-endorsement-lifecycle';
import { ENDORSEMENT_ID } from '../endorsements/endorsement-fixtures';
import { pageScreen } from '../support/page-screen';
import { PENDING, type ScreenAnswers } from '../support/screen-story';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertEndorsementMachine = endorsementLifecycleMachine.provide({
  actors: {
    loadEndorsement: never(),
    decideEndorsement: never(),
    applyEndorsement: never(),
    loadDocument: never(),
  },
  actions: { announce: () => {} },
});

/** The endorsement's PDF and files asked for never answer. */
export const ENDORSEMENT_PAGE_ANSWERS: ScreenAnswers = {
  [endorsementDocumentPath(ENDORSEMENT_ID)]: PENDING,
  '/file/download': PENDING,
};

/** The endorsement's page over an endorsement lifecycle actor. */
export function EndorsementPage({ actor }: { actor: EndorsementLifecycleActor }) {
  return <EndorsementDetailsView state={useEndorsementLifecycleOf(actor)} />;
}

/** The real endorsement page in the signed-in app, as the walker shows it. */
export const EndorsementLifecycleScreen = pageScreen(EndorsementPage, ENDORSEMENT_PAGE_ANSWERS);
