import { createHash, randomBytes, randomInt } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

// Access tokens are HS256 JWTs shaped like Supabase's (sub, email, role and aud 'authenticated',
// session_id), so code that reads the claims works against either. Refresh tokens and mailed
// link secrets are random strings of which only a SHA-256 is stored.

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const AUDIENCE = 'authenticated';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 32 random bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  issuer: string,
  claims: AccessClaims & { user_metadata: Record<string, unknown>; amr: string },
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: claims.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: claims.amr, timestamp: issuedAt }],
    session_id: claims.session_id,
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: claims.user_metadata,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** The claims of a valid, unexpired access token, or null (bad signature, expired, malformed). */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.session_id !== 'string' ||
      typeof payload.email !== 'string'
    ) {
      return null;
    }
    return { sub: payload.sub, email: payload.email, session_id: payload.session_id };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The token of an `Authorization: Bearer ...` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
