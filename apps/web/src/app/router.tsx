import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/sign-in-page.tsx';

/**
 * The route table of core §2. Route modules stay thin: they pick a page from a feature.
 * Guards and redirect rules live in features/auth (see the identity issue).
 */
export const routes: RouteObject[] = [
  { path: '/auth/sign-in', element: <SignInPage /> },
  { path: '/auth/login', element: <SignInPage /> },
  { path: '*', element: <Navigate to="/auth/sign-in" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
