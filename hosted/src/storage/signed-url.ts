import type { Sql } from '@club/db/connection';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Authenticated } from '../auth/auth-service.ts';
import type { HostedDeps } from '../http/hosted-deps.ts';

// Signed object URLs, as Supabase's createSignedUrl: `POST /object/sign/{bucket}/{path}` with
// `{ expiresIn }` answers `{ signedURL: '/object/sign/{bucket}/{path}?token=…' }`, a JWT naming the
// object (`url`) and its expiry. Stricter than Supabase in three ways: the lifetime is short
// (at most MAX_SIGNED_URL_SECONDS), the token names the session that asked for it and works only
// while that session lives (a sign-out ends every link it made), and whether that session may
// read the object is asked again when the link is opened.

/** The longest a signed URL lives: long enough to open a receipt, short enough to be worth little once copied. */
export const MAX_SIGNED_URL_SECONDS = 600;
/** Not the access tokens' audience ('authenticated'): neither kind of token passes for the other. */
const AUDIENCE = 'storage-object';

interface SignedClaims {
  /** `{bucket}/{name}`, as Supabase's token names it. */
  url: string;
  /** The session that asked for the link, and its user. */
  sid: string;
  sub: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Whether the session may read the object: it is the user's own, or the project lets it read the bucket. */
export async function mayRead(
  deps: Pick<HostedDeps, 'readsWholeBucket'>,
  sql: Sql,
  who: { userId: string; sessionId: string },
  bucket: string,
  owner: string,
): Promise<boolean> {
  if (owner === who.userId) return true;
  return (await deps.readsWholeBucket?.(sql, who, bucket)) ?? false;
}

/** The `signedURL` of an object for `seconds`, relative to /storage/v1, its path left unencoded as Supabase's. */
export async function signObjectUrl(
  secret: string,
  who: Authenticated,
  bucket: string,
  name: string,
  seconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const url = `${bucket}/${name}`;
  const token = await new SignJWT({ url, sid: who.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(who.user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(key(secret));
  return `/object/sign/${url}?token=${token}`;
}

/** The claims of a valid, unexpired link token for exactly `{bucket}/{name}`, or null. */
export async function verifySignedUrl(
  secret: string,
  token: string,
  bucket: string,
  name: string,
  now: Date,
): Promise<SignedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const { url, sid, sub } = payload as Partial<SignedClaims>;
    if (typeof url !== 'string' || typeof sid !== 'string' || typeof sub !== 'string') return null;
    if (url !== `${bucket}/${name}`) return null;
    return { url, sid, sub };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** Whether the session a link names still exists (not signed out, not ended by its club token). */
export async function sessionAlive(sql: Sql, claims: SignedClaims): Promise<boolean> {
  const { rows } = await sql.query('select 1 from hosted_sessions where id = $1 and user_id = $2', [
    claims.sid,
    claims.sub,
  ]);
  return rows.length === 1;
}
