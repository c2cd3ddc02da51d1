import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { StoreLayout } from './layouts/store-layout';
import { RouteErrorScreen } from './route-error';

/**
 * The one route table. Only the storefront shell is in the first download; every screen is loaded
 * when first visited, and the admin area (layout and screens) is a chunk of its own. Paths the specs
 * name but that are not built yet fall through to the not-found screen.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      {
        Component: StoreLayout,
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                index: true,
                lazy: () => import('@/routes/home').then((module) => ({ Component: module.HomeRoute })),
              },
              {
                path: paths.login,
                lazy: () => import('@/routes/login').then((module) => ({ Component: module.LoginRoute })),
              },
              {
                path: paths.adminLogin,
                lazy: () => import('@/routes/admin-login').then((module) => ({ Component: module.AdminLoginRoute })),
              },
              {
                path: '*',
                lazy: () => import('@/routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
              },
            ],
          },
        ],
      },
      {
        path: paths.admin.dashboard,
        lazy: () => import('./layouts/admin-layout').then((module) => ({ Component: module.AdminLayout })),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                index: true,
                lazy: () =>
                  import('@/routes/admin/dashboard').then((module) => ({ Component: module.AdminDashboardRoute })),
              },
              {
                path: paths.admin.users,
                lazy: () => import('@/routes/admin/users').then((module) => ({ Component: module.AdminUsersRoute })),
              },
              {
                path: paths.admin.queues,
                lazy: () => import('@/routes/admin/queues').then((module) => ({ Component: module.AdminQueuesRoute })),
              },
            ],
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

/** Storefront spec §8: after a 401 the session is gone (the API client cleared it); go to /login. */
function redirectToLogin(): void {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.login) return;
  void router.navigate(loginPath(`${pathname}${search}${hash}`), { replace: true });
}

export function AppRouter() {
  useEffect(() => setUnauthorizedHandler(redirectToLogin), []);
  return <RouterProvider router={router} />;
}
