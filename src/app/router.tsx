import { Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { Toaster } from '../ui/toaster';
import { NotFoundPage } from './not-found-page';
import { PublicScreen } from './public-screen';
import { RequireSession } from './require-session';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table';
import { ScreenPlaceholder } from './screen-placeholder';
import { AppShell } from './shell/app-shell';

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
            element: <AppShell />,
            children: PROTECTED_ROUTES.map((route) => ({ path: route.path, element: <ScreenPlaceholder key={route.path} title={route.title} /> })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
