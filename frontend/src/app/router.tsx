import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import type { AdminRouteHandle } from '@/features/auth/components/require-admin';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { StoreLayout } from './layouts/store-layout';
import { RouteErrorScreen } from './route-error';
import { ADMIN_NAMESPACES } from '@/lib/i18n/english-resources';
import { withTexts } from '@/lib/i18n/i18n';

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
                lazy: () =>
                  withTexts(['account'], () => import('@/routes/view-ratings')).then((module) => ({
                    Component: module.ViewRatingsRoute,
                  })),
              },
              {
                path: paths.login,
                lazy: () =>
                  withTexts(['account'], () => import('@/routes/login')).then((module) => ({
                    Component: module.LoginRoute,
                  })),
              },
              ...(
                [
                  [paths.forgotPassword, 'ForgotPasswordRoute'],
                  [paths.setPassword, 'SetPasswordRoute'],
                  [paths.confirmEmail, 'ConfirmEmailRoute'],
                ] as const
              ).map(([path, name]) => ({
                path,
                lazy: () =>
                  withTexts(['account'], () => import('@/routes/account-links')).then((module) => ({
                    Component: module[name],
                  })),
              })),
              {
                path: paths.adminLogin,
                lazy: () =>
                  withTexts(['admin', 'account'], () => import('@/routes/admin-login')).then((module) => ({
                    Component: module.AdminLoginRoute,
                  })),
              },
              {
                path: paths.cart,
                lazy: () => import('@/routes/cart').then((module) => ({ Component: module.CartRoute })),
              },
              {
                path: paths.checkout,
                lazy: () =>
                  withTexts(['checkout', 'orders'], () => import('@/routes/checkout')).then((module) => ({
                    Component: module.CheckoutRoute,
                  })),
              },
              {
                path: paths.orderConfirmation,
                lazy: () =>
                  withTexts(['orders'], () => import('@/routes/order-confirmation')).then((module) => ({
                    Component: module.OrderConfirmationRoute,
                  })),
              },
              {
                path: paths.uploadReceipt,
                lazy: () =>
                  withTexts(['orders'], () => import('@/routes/upload-receipt')).then((module) => ({
                    Component: module.UploadReceiptRoute,
                  })),
              },
              {
                path: paths.redeem,
                lazy: () =>
                  withTexts(['orders', 'guide'], () => import('@/routes/redeem')).then((module) => ({
                    Component: module.RedeemRoute,
                  })),
              },
              {
                path: '/redeem/:orderId',
                lazy: () =>
                  withTexts(['orders', 'guide'], () => import('@/routes/redeem')).then((module) => ({
                    Component: module.RedeemRoute,
                  })),
              },
              {
                path: paths.myOrders,
                lazy: () =>
                  withTexts(['orders', 'account'], () => import('@/routes/my-orders')).then((module) => ({
                    Component: module.MyOrdersRoute,
                  })),
              },
              {
                path: '/order/:orderId/receipt',
                lazy: () =>
                  withTexts(['orders'], () => import('@/routes/order-receipt')).then((module) => ({
                    Component: module.OrderReceiptRoute,
                  })),
              },
              {
                path: '/order/:orderId',
                lazy: () =>
                  withTexts(['orders', 'guide', 'account'], () => import('@/routes/order-detail')).then((module) => ({
                    Component: module.OrderDetailRoute,
                  })),
              },
              ...[paths.installationGuide, '/installation-guide/:orderId', '/guide/:orderId'].map((path) => ({
                path,
                lazy: () =>
                  withTexts(['orders', 'guide'], () => import('@/routes/installation-guide')).then((module) => ({
                    Component: module.InstallationGuideRoute,
                  })),
              })),
              ...[paths.activationTutorials, paths.productActivationTutorials].map((path) => ({
                path,
                lazy: () =>
                  withTexts(['guide'], () => import('@/routes/activation-tutorials')).then((module) => ({
                    Component: module.ActivationTutorialsRoute,
                  })),
              })),
              {
                path: paths.profile,
                lazy: () =>
                  withTexts(['account', 'orders'], () => import('@/routes/profile')).then((module) => ({
                    Component: module.ProfileRoute,
                  })),
              },
              {
                path: paths.policies.privacy,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
              },
              {
                path: paths.policies.terms,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
              },
              {
                path: paths.policies.shipping,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
              },
              {
                path: paths.policies.refund,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
              },
              {
                path: paths.policies.usage,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
              },
              {
                path: paths.policies.accessTime,
                lazy: () =>
                  withTexts(['policies'], () => import('@/routes/policy')).then((module) => ({
                    Component: module.PolicyRoute,
                  })),
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
      // The prototype's order demos are the real, live orders screen now (DESIGN decision 8).
      ...[paths.admin.orderManagement, paths.admin.pureFrontendOrders].map((path) => ({
        path,
        element: <Navigate to={paths.admin.orders} replace />,
      })),
      // The prototype's receipt demos are the real review queue now.
      ...[paths.admin.customerReceipts, paths.admin.paymentReceipts, paths.admin.pureFrontendReceipts].map((path) => ({
        path,
        element: <Navigate to={paths.admin.receipts} replace />,
      })),
      // The prototype's test pages are admin tools now (issue 22).
      { path: paths.admin.screenshotTool, element: <Navigate to={paths.admin.screenshot} replace /> },
      ...[paths.tools.testStorage, paths.tools.emergencyCleanup].map((path) => ({
        path,
        element: <Navigate to={paths.admin.maintenance} replace />,
      })),
      { path: paths.tools.testUpload, element: <Navigate to={paths.admin.uploadTest} replace /> },
      { path: paths.tools.testSteps, element: <Navigate to={paths.admin.testSteps} replace /> },
      {
        path: paths.tools.testOrderDebug,
        lazy: () =>
          import('@/routes/admin/order-inspector').then((module) => ({ Component: module.LegacyOrderDebugRedirect })),
      },
      // Admin pages opened as popups: admin only, without the admin shell.
      {
        lazy: () =>
          withTexts(ADMIN_NAMESPACES, () => import('./layouts/admin-popup-layout')).then((module) => ({
            Component: module.AdminPopupLayout,
          })),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                path: '/admin/orders/:orderId/installation-steps',
                lazy: () =>
                  import('@/routes/admin/installation-steps').then((module) => ({
                    Component: module.AdminInstallationStepsRoute,
                  })),
              },
              {
                path: '/admin/receipt-view/:orderId/print',
                lazy: () =>
                  import('@/routes/admin/receipt-print').then((module) => ({
                    Component: module.AdminReceiptPrintRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: paths.admin.dashboard,
        lazy: () =>
          withTexts(ADMIN_NAMESPACES, () => import('./layouts/admin-layout')).then((module) => ({
            Component: module.AdminLayout,
          })),
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
                path: paths.admin.products,
                lazy: () =>
                  import('@/routes/admin/products').then((module) => ({ Component: module.AdminProductsRoute })),
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
                path: paths.admin.orders,
                lazy: () => import('@/routes/admin/orders').then((module) => ({ Component: module.AdminOrdersRoute })),
              },
              {
                path: paths.admin.receipts,
                lazy: () =>
                  import('@/routes/admin/receipts').then((module) => ({ Component: module.AdminReceiptsRoute })),
              },
              {
                path: paths.admin.payments,
                lazy: () =>
                  import('@/routes/admin/payments').then((module) => ({ Component: module.AdminPaymentsRoute })),
              },
              {
                path: paths.admin.outbox,
                lazy: () => import('@/routes/admin/outbox').then((module) => ({ Component: module.AdminOutboxRoute })),
              },
              {
                path: paths.admin.receiptView,
                lazy: () =>
                  import('@/routes/admin/receipt-view').then((module) => ({ Component: module.AdminReceiptViewRoute })),
              },
              {
                path: '/admin/receipt-view/:orderId',
                lazy: () =>
                  import('@/routes/admin/receipt-view').then((module) => ({ Component: module.AdminReceiptViewRoute })),
              },
              {
                path: paths.admin.autoDelivery,
                // Admin spec §2: auto delivery sends non-admins to /login, not home.
                handle: { nonAdmin: 'login' } satisfies AdminRouteHandle,
                lazy: () =>
                  import('@/routes/admin/auto-delivery').then((module) => ({
                    Component: module.AdminAutoDeliveryRoute,
                  })),
              },
              {
                path: paths.admin.codePools,
                lazy: () =>
                  import('@/routes/admin/code-pools').then((module) => ({ Component: module.AdminCodePoolsRoute })),
              },
              {
                path: paths.admin.rentalAccounts,
                lazy: () =>
                  import('@/routes/admin/rental-accounts').then((module) => ({
                    Component: module.AdminRentalAccountsRoute,
                  })),
              },
              {
                path: paths.admin.queues,
                lazy: () => import('@/routes/admin/queues').then((module) => ({ Component: module.AdminQueuesRoute })),
              },
              {
                path: paths.admin.screenshot,
                lazy: () =>
                  import('@/routes/admin/screenshot').then((module) => ({ Component: module.AdminScreenshotRoute })),
              },
              {
                path: '/admin/orders/:orderId/inspect',
                lazy: () =>
                  import('@/routes/admin/order-inspector').then((module) => ({
                    Component: module.AdminOrderInspectorRoute,
                  })),
              },
              {
                path: paths.admin.maintenance,
                lazy: () =>
                  import('@/routes/admin/maintenance').then((module) => ({ Component: module.AdminMaintenanceRoute })),
              },
              {
                path: paths.admin.uploadTest,
                lazy: () =>
                  import('@/routes/admin/upload-test').then((module) => ({ Component: module.AdminUploadTestRoute })),
              },
              {
                path: paths.admin.testSteps,
                lazy: () =>
                  import('@/routes/admin/test-steps').then((module) => ({ Component: module.AdminTestStepsRoute })),
              },
              {
                path: paths.admin.orderInspectorPicker,
                lazy: () =>
                  import('@/routes/admin/order-inspector').then((module) => ({
                    Component: module.AdminOrderInspectorPickerRoute,
                  })),
              },
              {
                path: paths.admin.installationGuideManager,
                lazy: () =>
                  import('@/routes/admin/installation-guide-manager').then((module) => ({
                    Component: module.AdminInstallationGuideManagerRoute,
                  })),
              },
              {
                path: paths.admin.settings,
                lazy: () =>
                  import('@/routes/admin/settings').then((module) => ({ Component: module.AdminSettingsRoute })),
              },
            ],
          },
        ],
      },
      // Outside /admin in the spec, but an admin screen: the same layout (and RequireAdmin) around it.
      {
        path: paths.admin.passwordManager,
        lazy: () =>
          withTexts(ADMIN_NAMESPACES, () => import('./layouts/admin-layout')).then((module) => ({
            Component: module.AdminLayout,
          })),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                index: true,
                lazy: () =>
                  import('@/routes/admin/password-manager').then((module) => ({
                    Component: module.AdminPasswordManagerRoute,
                  })),
              },
            ],
          },
        ],
      },
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
