import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useToken } from './token-store.ts';

/** Spec §2: without a stored token every screen but /login sends the user to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
