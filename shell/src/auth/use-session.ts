import { useQuery } from '@apollo/client/react';
import { isPermission, type Permission } from '@club/domain/roles';
import { SESSION_QUERY, type SessionData } from './session-documents.ts';
import { useToken } from './token-store.ts';

export interface Session {
  user: SessionData['me'] | null;
  /** Spec §6: admin is exactly the server's admin check answering 'Authorized'. */
  isAdmin: boolean;
  /** What the person may do (the gateway's answer): the back office shows only what these open. */
  permissions: ReadonlySet<Permission>;
  loading: boolean;
}

export function permissionsOfAnswer(adminCheck: SessionData['adminCheck'] | undefined): Set<Permission> {
  return new Set((adminCheck?.permissions ?? []).filter(isPermission));
}

export function isAdminAnswer(adminCheck: SessionData['adminCheck'] | undefined): boolean {
  return adminCheck?.msg === 'Authorized';
}

/** Who is signed in, asked once per token (cached; the cache is cleared on login and logout). */
export function useSession(): Session {
  const token = useToken();
  const { data, loading } = useQuery(SESSION_QUERY, { skip: !token, errorPolicy: 'all' });
  return {
    user: data?.me ?? null,
    isAdmin: isAdminAnswer(data?.adminCheck),
    permissions: permissionsOfAnswer(data?.adminCheck),
    loading: Boolean(token) && loading,
  };
}
