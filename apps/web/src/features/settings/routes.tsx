import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from '../../lib/session/guards.tsx';
import { MANAGE_USERS, SettingsPage } from './settings-page.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { UsersTab } from './users-tab.tsx';
import { InvitationsTab } from './invitations-tab.tsx';
import { RolesTab } from './roles-tab.tsx';

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
