import { RECEIPTS_BUCKET } from '@club/domain/expenses';
import type { BucketReaderPolicy } from '@club/hosted/http/hosted-deps';

// The club's storage policy for the built-in stand-in, as a Supabase project would write it in
// row-level security: besides their own files, the receipts of every expense are readable (through
// a signed URL) by a hosted session that a club admin's live token opened (openHostedSession,
// docs/decisions/021-one-sign-out.md). A session signed in at /admin/supabase with a password, or
// any other account of the stand-in, reads only its own folder.

export const clubAdminsReadReceipts: BucketReaderPolicy = async (sql, who, bucket) => {
  if (bucket !== RECEIPTS_BUCKET) return false;
  const { rows } = await sql.query(
    `select 1
       from club_hosted_sessions l
       join hosted_sessions s on s.id = l.hosted_session_id
       join auth_tokens t on t.token_hash = l.token_hash
       join members m on m.id = t.member_id
      where l.hosted_session_id = $1 and s.user_id = $2
        and t.revoked_at is null and t.expires_at > now()
        and m.active and exists (
              select 1 from member_roles mr join roles r on r.key = mr.role
               where mr.member_id = m.id and 'expenses.manage' = any (r.permissions))
      limit 1`,
    [who.sessionId, who.userId],
  );
  return rows.length === 1;
};
