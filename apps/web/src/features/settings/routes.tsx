import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from '../../lib/session/guards.tsx';
import { MANAGE_USERS, SettingsPage } from './settings-page.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';

// Each tab loads when first opened (the users table brings the data grid with it).
const ProfileTab = lazyPage(() => import('./profile-tab.tsx'), 'ProfileTab');
const SecurityTab = lazyPage(() => import('./security-tab.tsx'), 'SecurityTab');
const UsersTab = lazyPage(() => import('./users-tab.tsx'), 'UsersTab');
const InvitationsTab = lazyPage(() => import('./invitations-tab.tsx'), 'InvitationsTab');
const RolesTab = lazyPage(() => import('./roles-tab.tsx'), 'RolesTab');

const admin = (element: React.ReactNode) => <RequirePermission permission={MANAGE_USERS}>{element}</RequirePermission>;

/** /dashboard/settings children: own profile and security for every user, the rest for admins. */
export const settingsRoute: RouteObject = {
  path: 'settings',
  element: <SettingsPage />,
  handle: { breadcrumb: 'Setting' },
  children: [
    { index: true, element: <Navigate to="profile" replace /> },
    { path: 'profile', element: <ProfileTab /> },
    { path: 'security', element: <SecurityTab /> },
    { path: 'users', element: admin(<UsersTab />) },
    { path: 'invitations', element: admin(<InvitationsTab />) },
    { path: 'roles', element: admin(<RolesTab />) },
  ],
};
