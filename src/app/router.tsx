import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { Loading } from '../ui/loading';
import { Toaster } from '../ui/toaster';
import { NotFoundPage } from './not-found-page';
import { PublicScreen } from './public-screen';
import { RequireSession } from './require-session';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table';
import { ScreenPlaceholder } from './screen-placeholder';

// The signed-in shell loads after sign-in, keeping the login page light.
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

function ShellBoundary() {
  return (
    <Suspense fallback={<Loading fullPage label="Loading your workspace" />}>
      <AppShell />
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
      { path: '/', element: <LoginPage landing /> },
      { path: '/login', element: <LoginPage /> },
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <PublicScreen title={route.title} /> })),
      {
        element: <RequireSession />,
        children: [
          {
            element: <ShellBoundary />,
            children: PROTECTED_ROUTES.map((route) => ({ path: route.path, element: <ScreenPlaceholder key={route.path} title={route.title} /> })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
