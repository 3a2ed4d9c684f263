import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../../src/app/router';
import { ServicesProvider } from '../../src/app/session/session-context';
import { memoryStore } from '../../src/app/session/session-storage';
import { leafOf } from '../support/machine-model';
import { createStubApi, inertSessionMachine, initialPathFor } from '../support/session-story';
import { inertNotificationsMachine } from './notifications.screen';
import type { SessionMachine } from '../../machines/session/session.machine';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';

/** The session's stub calls, with live notifications that hear nothing, as the walker runs it. */
export const inertSessionWalkMachine = inertSessionMachine.provide({ actors: { notifications: inertNotificationsMachine } });

/** The real app over a session actor and a stub API, opened where a person sees the actor's state. */
export function SessionScreen({ actor }: { actor: ActorRefFrom<SessionMachine> }) {
  const mounted = useMemo(() => {
    const path = initialPathFor(leafOf(actor.getSnapshot() as AnyMachineSnapshot));
    return {
      services: { api: createStubApi(), session: actor, store: memoryStore() },
      router: createMemoryRouter(appRoutes, { initialEntries: [path] }),
    };
  }, [actor]);
  useEffect(() => () => mounted.router.dispose(), [mounted]);
  return (
    <div className="h-screen">
      <ServicesProvider services={mounted.services}>
        <RouterProvider router={mounted.router} />
      </ServicesProvider>
    </div>
  );
}
