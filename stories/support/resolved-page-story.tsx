import { useEffect, useState, type ComponentType } from 'react';
import { ScreenStory, type ScreenAnswers } from './screen-story';
import type { MachineStoryParameters } from './machine-catalogue';
import type { StoryContext } from '@storybook/react-vite';
import type { AnyActorRef } from 'xstate';

/** A machine story's parameters, with a variant of the state's context where the story names one. */
export type VariantStoryParameters = MachineStoryParameters & { variant?: string };

interface ResolvedPage<Actor extends AnyActorRef> {
  /** An actor resolved into the state, its context as the variant has it, not yet started. */
  actorIn: (state: string, variant?: string) => Actor;
  /** What the page's calls answer, where it makes any of its own beside the machine's (in the app's frame). */
  answers?: ScreenAnswers;
  Page: ComponentType<{ actor: Actor }>;
}

function ResolvedPageStory<Actor extends AnyActorRef>({
  state,
  variant,
  actorIn,
  answers,
  Page,
}: ResolvedPage<Actor> & { state: string; variant?: string }) {
  const [actor, setActor] = useState<Actor | null>(null);
  useEffect(() => {
    const started = actorIn(state, variant);
    started.start();
    setActor(started);
    return () => started.stop();
  }, [actorIn, state, variant]);
  if (!actor) return null;
  return answers ? (
    <ScreenStory answers={answers}>
      <Page actor={actor} />
    </ScreenStory>
  ) : (
    <Page actor={actor} />
  );
}

/** A record's page over an actor resolved into the story's state, started with the story and stopped when it leaves. */
export const resolvedPageRender =
  <Actor extends AnyActorRef>(page: ResolvedPage<Actor>) =>
  (_args: unknown, { parameters }: StoryContext) => {
    const { state, variant } = parameters as VariantStoryParameters;
    return <ResolvedPageStory {...page} state={state} variant={variant} />;
  };

/** The stories of one machine: one a state, told with a variant of its context where one is named. */
export const machineStories =
  (machine: string) =>
  (state: string, name: string, variant?: string): { name: string; parameters: VariantStoryParameters } => ({
    name,
    parameters: { machine, state, ...(variant ? { variant } : {}) },
  });
