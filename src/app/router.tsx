import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { Loading } from '../ui/loading';
import { useRouteTitle } from '../ui/page-title';
import { Toaster } from '../ui/toaster';
import { markFirstScreenShown } from './first-screen';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { PublicScreen } from './public-screen';
import { RequireSession } from './require-session';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type ScreenRoute } from './route-table';
import { ScreenPlaceholder } from './screen-placeholder';

// The signed-in shell loads after sign-in, keeping the login page light.
const loadShell = () => import('./shell/app-shell');
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));

// The table of screens loads with the first screen: its hundred lazy imports stay off the login page.
const loadScreens = () => import('./screens');
const screensByPath = new Map<string, ComponentType>();

/** The route's screen once the table and its code are loaded; a title in a frame for a screen not built yet. */
function screenOf(route: ScreenRoute, framed: boolean): ComponentType {
  const known = screensByPath.get(route.path);
  if (known) return known;
  const loaded = lazy(async () => {
    const Built = (await loadScreens()).SCREENS[route.path];
    if (!Built) {
      return { default: () => (framed ? <PublicScreen title={route.title} /> : <ScreenPlaceholder title={route.title} />) };
    }
    await Built.preload();
    return { default: () => <Built /> };
  });
  screensByPath.set(route.path, loaded);
  return loaded;
}

/**
 * Someone coming back with a session most likely lands in the signed-in area: fetch the shell and
 * this screen's code while the session is checked, instead of one after the other once it is.
 */
export function preloadSignedInScreen(pathname: string): void {
  const matched = matchRoutes(
    PROTECTED_ROUTES.map(({ path }) => ({ path })),
    pathname,
  )?.at(-1)?.route.path;
  if (!matched) return;
  // The small table first: the screen's own code is asked for while the shell's still comes.
  void loadScreens().then(({ SCREENS }) => SCREENS[matched]?.preload());
  void loadShell();
}

function ShellBoundary() {
  return (
    <Suspense fallback={<Loading fullPage label="Loading your workspace" />}>
      <AppShell />
    </Suspense>
  );
}

/** Rendered beside a screen once its code is in: the page is drawn. */
function ScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

function Screen({ route, framed }: { route: ScreenRoute; framed: boolean }) {
  useRouteTitle(route.title);
  const Loaded = screenOf(route, framed);
  return (
    <Suspense fallback={<Loading fullPage={framed} label={`Loading ${route.title}`} />}>
      <Loaded />
      <ScreenShown />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <Screen key={route.path} route={route} framed /> })),
      {
        element: <RequireSession />,
        children: [
          {
            element: <ShellBoundary />,
            children: PROTECTED_ROUTES.map((route) => ({
              path: route.path,
              element: <Screen key={route.path} route={route} framed={false} />,
            })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
