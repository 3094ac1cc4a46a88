import type { Sql } from '@club/db/connection';

// Hosted users as rows and as the user object GoTrue answers (supabase-js keeps it in the session).

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  user_metadata: Record<string, unknown> | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const columns = [
  'id',
  'email',
  'password_hash',
  'email_confirmed_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'last_sign_in_at',
  'user_metadata',
  'created_at',
  'updated_at',
];
export const USER_COLUMNS = columns.join(', ');
/** The same columns qualified by a table alias. */
export const USER_COLUMNS_OF = (alias: string) => columns.map((c) => `${alias}.${c}`).join(', ');

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function metadataOf(row: UserRow): Record<string, unknown> {
  return typeof row.user_metadata === 'string'
    ? (JSON.parse(row.user_metadata) as Record<string, unknown>)
    : row.user_metadata;
}

/** The user object of the Auth API (no factors: multi-factor is not offered). */
export function userJson(row: UserRow, extra: Record<string, unknown> = {}) {
  const confirmed = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: confirmed,
    confirmed_at: confirmed,
    confirmation_sent_at: iso(row.confirmation_sent_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadataOf(row),
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: confirmed !== null, sub: row.id },
        provider: 'email',
        email: row.email,
        last_sign_in_at: iso(row.last_sign_in_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      },
    ],
    factors: [],
    is_anonymous: false,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...extra,
  };
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(
    `select ${USER_COLUMNS} from hosted_users where lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from hosted_users where id = $1`, [id]);
  return rows[0] ?? null;
}
