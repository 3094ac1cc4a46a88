import type { Sql } from '@club/db/connection';
import type { ApplicationStatus } from './decide.ts';

// Who already holds a cédula: a member (an application cannot take it), an application still in
// course (one at a time), or nobody.

export async function cedulaHolder(tx: Sql, cedula: string): Promise<'member' | 'application' | null> {
  const members = await tx.query('select 1 from members where cedula = $1 limit 1', [cedula]);
  if (members.rows.length > 0) return 'member';
  const { rows } = await tx.query<{ status: ApplicationStatus; active: boolean | null }>(
    `select a.status, m.active from applications a left join members m on m.id = a.member_id
      where a.cedula = $1 and a.status in ('pending', 'waitlisted', 'approved')`,
    [cedula],
  );
  if (rows.some((row) => row.status === 'approved' && row.active)) return 'member';
  if (rows.some((row) => row.status !== 'approved')) return 'application';
  return null;
}
