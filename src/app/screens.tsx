import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens that are built, by route path. A path of the route table without an entry here
 * shows its title in the shell until its screen is written. Each screen loads on first visit.
 */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/auth/google': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/facebook': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/linkedin': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/:provider/register': screen(() => import('../features/auth/social-register-return-page'), 'SocialRegisterReturnPage'),
  '/features': screen(() => import('../features/public/features-page'), 'FeaturesPage'),
  '/about': screen(() => import('../features/public/about-page'), 'AboutPage'),
  '/get-started': screen(() => import('../features/public/get-started-page'), 'GetStartedPage'),
};

/** Lazy-loads a named export, so a feature file can export its page by its own name. */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
