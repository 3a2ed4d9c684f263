import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SessionMachine } from '../../../machines/session/session.machine';
import type { PasswordChange, Registration, SocialProvider } from '../../../machines/session/session.types';
import type { AppServices } from './session-service';
import type { SnapshotFrom } from 'xstate';

const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useSession<T>(selector: (snapshot: SnapshotFrom<SessionMachine>) => T): T {
  return useSelector(useServices().session, selector);
}

export function useSessionCommands() {
  const { session } = useServices();
  return useMemo(
    () => ({
      signIn: (email: string, password: string) => session.send({ type: 'session.signIn', email, password }),
      signOut: () => session.send({ type: 'session.signOut' }),
      goToSignIn: () => session.send({ type: 'session.goToSignIn' }),
      returned: () => session.send({ type: 'session.returned' }),
      subscriptionChanged: () => session.send({ type: 'session.subscriptionChanged' }),
      changePassword: (change: PasswordChange) => session.send({ type: 'session.changePassword', ...change }),
      socialReturned: (provider: SocialProvider, code: string, redirectUri: string) =>
        session.send({ type: 'session.socialReturned', provider, code, redirectUri }),
      register: (registration: Registration) => session.send({ type: 'session.register', registration }),
      resendVerification: () => session.send({ type: 'session.resendVerification' }),
      resendVerificationTo: (email: string) => session.send({ type: 'session.resendVerificationTo', email }),
      verify: (key: string) => session.send({ type: 'session.verify', key }),
      chooseBrokerUrl: (url: string) => session.send({ type: 'session.chooseBrokerUrl', url }),
      dismiss: () => session.send({ type: 'session.dismiss' }),
    }),
    [session],
  );
}

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}
