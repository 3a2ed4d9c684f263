import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
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
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

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
