import { type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type NonIndexRouteObject,
  Outlet,
  type RouteObject,
} from 'react-router';

import { GuestOnly, PageSpinner, RequireUser } from './guards';
import { RouteErrorPage } from './route-error-page';

type LoadPage = () => Promise<ComponentType>;
type LazyRoute = Pick<NonIndexRouteObject, 'lazy'>;

/** A lazily loaded page: each route's code is its own chunk (the landing never downloads the dashboard). */
function page(load: LoadPage): LazyRoute {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A lazily loaded page for guests only (docs/product.md#routes). */
function guestPage(load: LoadPage): LazyRoute {
  return {
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <GuestOnly>
            <Page />
          </GuestOnly>
        ),
      };
    },
  };
}

/** A lazily loaded page for signed-in people that needs no GraphQL. */
function userPage(load: LoadPage): LazyRoute {
  return {
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <RequireUser>
            <Page />
          </RequireUser>
        ),
      };
    },
  };
}

/** The route table of docs/product.md#routes. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        ...page(
          async () => (await import('../../features/landing/pages/landing-page')).LandingPage,
        ),
      },
      {
        path: '/ats-checker',
        ...page(
          async () => (await import('../../features/ats/pages/ats-checker-page')).AtsCheckerPage,
        ),
      },
      {
        path: '/auth',
        ...page(
          async () => (await import('../../features/auth/components/auth-layout')).AuthLayout,
        ),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            ...guestPage(
              async () => (await import('../../features/auth/pages/login-page')).LoginPage,
            ),
          },
          {
            path: 'register',
            ...guestPage(
              async () => (await import('../../features/auth/pages/register-page')).RegisterPage,
            ),
          },
          {
            path: 'forgot-password',
            ...guestPage(
              async () =>
                (await import('../../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            ...guestPage(
              async () =>
                (await import('../../features/auth/pages/reset-password-page')).ResetPasswordPage,
            ),
          },
          {
            path: 'verify-otp',
            ...guestPage(
              async () => (await import('../../features/auth/pages/verify-otp-page')).VerifyOtpPage,
            ),
          },
          {
            path: 'backup-otp',
            ...guestPage(
              async () => (await import('../../features/auth/pages/backup-otp-page')).BackupOtpPage,
            ),
          },
          {
            path: 'verify-email',
            ...userPage(
              async () =>
                (await import('../../features/auth/pages/verify-email-page')).VerifyEmailPage,
            ),
          },
          {
            path: 'confirm-email',
            ...page(
              async () =>
                (await import('../../features/auth/pages/confirm-email-page')).ConfirmEmailPage,
            ),
          },
          {
            path: 'callback',
            ...page(
              async () =>
                (await import('../../features/auth/pages/auth-callback-page')).AuthCallbackPage,
            ),
          },
        ],
      },
      {
        ...page(async () => (await import('./signed-in-area')).SignedInArea),
        children: [
          {
            path: '/dashboard',
            ...page(
              async () =>
                (await import('../../features/dashboard/components/dashboard-layout'))
                  .DashboardLayout,
            ),
            children: [
              { index: true, element: <Navigate to="/dashboard/resumes" replace /> },
              {
                path: 'resumes',
                ...page(
                  async () =>
                    (await import('../../features/dashboard/pages/resumes-page')).ResumesPage,
                ),
              },
              {
                path: 'letters',
                ...page(
                  async () =>
                    (await import('../../features/dashboard/pages/letters-page')).LettersPage,
                ),
              },
              {
                path: 'trash',
                ...page(
                  async () => (await import('../../features/dashboard/pages/trash-page')).TrashPage,
                ),
              },
              {
                path: 'settings',
                ...page(
                  async () =>
                    (await import('../../features/settings/pages/settings-page')).SettingsPage,
                ),
              },
            ],
          },
          { path: '/builder', element: <Navigate to="/dashboard/resumes" replace /> },
          {
            path: '/builder/:id',
            ...page(
              async () => (await import('../../features/builder/pages/builder-page')).BuilderPage,
            ),
          },
          {
            path: '/letters/:id',
            ...page(
              async () =>
                (await import('../../features/letters/pages/letter-builder-page'))
                  .LetterBuilderPage,
            ),
          },
        ],
      },
      {
        path: '/:username/:slug',
        ...page(
          async () =>
            (await import('../../features/public/pages/public-resume-page')).PublicResumePage,
        ),
      },
      { path: '*', ...page(async () => (await import('./not-found-page')).NotFoundPage) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
