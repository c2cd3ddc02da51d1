import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { StoreLayout } from './layouts/store-layout';
import {
  adminPopupScreens,
  adminScreens,
  bareScreens,
  passwordManagerScreens,
  redirects,
  storeScreens,
  type ScreenRoute,
} from './route-table';
import { RouteErrorScreen } from './route-error';
import { ADMIN_NAMESPACES } from '@/lib/i18n/english-resources';
import { withTexts } from '@/lib/i18n/i18n';

/** A layout's component, loaded with the admin texts when it is the admin's. */
type LoadLayout = () => Promise<{ Component: ComponentType }>;

const adminLayout: LoadLayout = () =>
  withTexts(ADMIN_NAMESPACES, () => import('./layouts/admin-layout')).then((module) => ({
    Component: module.AdminLayout,
  }));

const adminPopupLayout: LoadLayout = () =>
  withTexts(ADMIN_NAMESPACES, () => import('./layouts/admin-popup-layout')).then((module) => ({
    Component: module.AdminPopupLayout,
  }));

/** One table entry as react-router routes: one per path, each loading the screen (and its texts) on first visit. */
function screenRoutes(entry: ScreenRoute): RouteObject[] {
  const lazy = () =>
    (entry.texts ? withTexts(entry.texts, entry.load) : entry.load()).then((Component) => ({ Component }));
  if (entry.index) return [{ index: true, handle: entry.handle, lazy }];
  const list: readonly (string | undefined)[] = Array.isArray(entry.path) ? entry.path : [entry.path];
  return list.map((path) => ({ path, handle: entry.handle, lazy }));
}

/** The screens of one layout, behind one error boundary (an error keeps the layout's navigation). */
const inLayout = (screens: ScreenRoute[]): RouteObject[] => [
  { errorElement: <RouteErrorScreen />, children: screens.flatMap(screenRoutes) },
];

/**
 * The routes, built from the table in `route-table.ts`. Only the storefront shell is in the first download;
 * every screen is loaded when first visited, and the admin area (layout and screens) is a chunk of its own.
 * Paths the product names but that are not built yet fall through to the not-found screen.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      { Component: StoreLayout, children: inLayout(storeScreens) },
      ...redirects.flatMap(({ from, to }) => from.map((path) => ({ path, element: <Navigate to={to} replace /> }))),
      ...bareScreens.flatMap(screenRoutes),
      { lazy: adminPopupLayout, children: inLayout(adminPopupScreens) },
      { path: paths.admin.dashboard, lazy: adminLayout, children: inLayout(adminScreens) },
      { path: paths.admin.passwordManager, lazy: adminLayout, children: inLayout(passwordManagerScreens) },
    ],
  },
];

const router = createBrowserRouter(routes);

/**
 * Settles once the router has loaded the opened address's route modules, so the first render is the
 * screen itself rather than the loading fallback (which would replace the prerendered page with a spinner).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** After a 401 the session is gone (the API client cleared it); go to /login. */
function redirectToLogin(): void {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.login) return;
  void router.navigate(loginPath(`${pathname}${search}${hash}`), { replace: true });
}

export function AppRouter() {
  useEffect(() => setUnauthorizedHandler(redirectToLogin), []);
  return <RouterProvider router={router} />;
}
