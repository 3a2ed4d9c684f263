import { useMemo, type ComponentType } from 'react';
import { ScreenStory, type ScreenAnswers } from './screen-story';
import type { AnyActorRef } from 'xstate';

/**
 * A record's page over a machine's actor, in the signed-in app with its stub API, as the walker
 * frames it: the state stories give the same `Page` and `answers` to resolvedPageRender.
 */
export function pageScreen<Actor extends AnyActorRef>(Page: ComponentType<{ actor: Actor }>, answers: ScreenAnswers) {
  return function PageScreen({ actor }: { actor: Actor }) {
    // The same element while the actor lives, so the screen's app is built once.
    const view = useMemo(() => <Page actor={actor} />, [actor]);
    return <ScreenStory answers={answers}>{view}</ScreenStory>;
  };
}
