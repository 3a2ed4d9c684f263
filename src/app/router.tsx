import { lazy, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { Loading } from '../ui/loading';
import { useRouteTitle } from '../ui/page-title';
import { Toaster } from '../ui/toaster';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { PublicScreen } from './public-screen';
import { RequireSession } from './require-session';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type ScreenRoute } from './route-table';
import { ScreenPlaceholder } from './screen-placeholder';
import { SCREENS } from './screens';

// The signed-in shell loads after sign-in, keeping the login page light.
const loadShell = () => import('./shell/app-shell');
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));

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
  void loadShell();
  void SCREENS[matched]?.preload();
}

function ShellBoundary() {
  return (
    <Suspense fallback={<Loading fullPage label="Loading your workspace" />}>
      <AppShell />
    </Suspense>
  );
}

function Screen({ route, framed }: { route: ScreenRoute; framed: boolean }) {
  useRouteTitle(route.title);
  const Built = SCREENS[route.path];
  if (!Built) return framed ? <PublicScreen title={route.title} /> : <ScreenPlaceholder title={route.title} />;
  return (
    <Suspense fallback={<Loading fullPage={framed} label={`Loading ${route.title}`} />}>
      <Built />
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
