import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
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
                path: paths.products,
                lazy: () => import('@/routes/products').then((module) => ({ Component: module.ProductsRoute })),
              },
              {
                path: '/product/:id',
                lazy: () => import('@/routes/product').then((module) => ({ Component: module.ProductRoute })),
              },
              {
                path: paths.favorites,
                lazy: () => import('@/routes/favorites').then((module) => ({ Component: module.FavoritesRoute })),
              },
              {
                path: paths.likes,
                lazy: () => import('@/routes/favorites').then((module) => ({ Component: module.LikesRoute })),
              },
              {
                path: paths.myLikes,
                lazy: () => import('@/routes/favorites').then((module) => ({ Component: module.MyLikesRoute })),
              },
              {
                path: paths.viewRatings,
                lazy: () => import('@/routes/view-ratings').then((module) => ({ Component: module.ViewRatingsRoute })),
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
                path: paths.cart,
                lazy: () => import('@/routes/cart').then((module) => ({ Component: module.CartRoute })),
              },
              {
                path: paths.checkout,
                lazy: () => import('@/routes/checkout').then((module) => ({ Component: module.CheckoutRoute })),
              },
              {
                path: paths.orderConfirmation,
                lazy: () =>
                  import('@/routes/order-confirmation').then((module) => ({
                    Component: module.OrderConfirmationRoute,
                  })),
              },
              {
                path: paths.uploadReceipt,
                lazy: () =>
                  import('@/routes/upload-receipt').then((module) => ({ Component: module.UploadReceiptRoute })),
              },
              {
                path: paths.redeem,
                lazy: () => import('@/routes/redeem').then((module) => ({ Component: module.RedeemRoute })),
              },
              {
                path: '/redeem/:orderId',
                lazy: () => import('@/routes/redeem').then((module) => ({ Component: module.RedeemRoute })),
              },
              {
                path: paths.myOrders,
                lazy: () => import('@/routes/my-orders').then((module) => ({ Component: module.MyOrdersRoute })),
              },
              {
                path: '/order/:orderId',
                lazy: () => import('@/routes/order-detail').then((module) => ({ Component: module.OrderDetailRoute })),
              },
              {
                path: paths.profile,
                lazy: () => import('@/routes/profile').then((module) => ({ Component: module.ProfileRoute })),
              },
              {
                path: paths.policies.privacy,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: paths.policies.terms,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: paths.policies.shipping,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: paths.policies.refund,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: paths.policies.usage,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: paths.policies.accessTime,
                lazy: () => import('@/routes/policy').then((module) => ({ Component: module.PolicyRoute })),
              },
              {
                path: '*',
                lazy: () => import('@/routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
              },
            ],
          },
        ],
      },
      // The prototype's local chat demos are the real inbox now (DESIGN decision 8).
      ...[paths.admin.liveChatSupport, paths.admin.customerSupport, paths.admin.pureFrontendChat].map((path) => ({
        path,
        element: <Navigate to={paths.admin.liveChat} replace />,
      })),
      ...[paths.tools.testLiveChatMode, paths.tools.testOrderBasedAutoResponse].map((path) => ({
        path,
        element: <Navigate to={paths.admin.liveChatTester} replace />,
      })),
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
                path: paths.admin.liveChat,
                lazy: () =>
                  import('@/routes/admin/live-chat').then((module) => ({ Component: module.AdminLiveChatRoute })),
              },
              {
                path: paths.admin.liveChatSettings,
                lazy: () =>
                  import('@/routes/admin/live-chat-settings').then((module) => ({
                    Component: module.AdminLiveChatSettingsRoute,
                  })),
              },
              {
                path: paths.admin.liveChatTester,
                lazy: () =>
                  import('@/routes/admin/live-chat-tester').then((module) => ({
                    Component: module.AdminLiveChatTesterRoute,
                  })),
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
