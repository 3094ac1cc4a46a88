import type { RouteInfo } from '@club/web-kit/routes/remote-route';
import type { ReactNode } from 'react';
import { AdminOnly } from '../auth/admin-only.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';

/** The guards every route gets, the shell's and the remotes' alike. */
export function guardRoute(route: Partial<RouteInfo> & { public?: true }, element: ReactNode): ReactNode {
  if (route.admin) element = <AdminOnly permission={route.permission}>{element}</AdminOnly>;
  return route.public ? element : <RequireAuth>{element}</RequireAuth>;
}
