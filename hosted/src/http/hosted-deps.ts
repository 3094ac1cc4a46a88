import type { Database, Sql } from '@club/db/connection';

// What the stand-in's routes are given by whoever mounts them (the gateway in development and
// tests). Passed in rather than read from the environment: the stand-in has no process of its own.

export interface HostedConfig {
  /** Public URL of the service (the links in its mails start with it). */
  supabaseUrl: string;
  /** The public (anon) key every call must carry in `apikey`. */
  supabaseAnonKey: string;
  /** HS256 secret of the access tokens. */
  supabaseJwtSecret: string;
  /** The only origins a mailed link may send a browser back to. */
  webOrigins: string[];
  /** Folder of the stored files. */
  uploadsDir: string;
  /** Most bytes one user's stored files may take together. */
  storageQuotaBytes: number;
}

/**
 * The project's storage policy beyond the owner's own folder, as a Supabase project writes it in
 * row-level security on storage.objects: whether the session `sessionId` of user `userId` may read
 * every object of `bucket` (sign a URL for it). Without one, a user reads only their own objects.
 */
export type BucketReaderPolicy = (
  sql: Sql,
  who: { userId: string; sessionId: string },
  bucket: string,
) => Promise<boolean>;

export interface HostedDeps {
  db: Database;
  config: HostedConfig;
  /** The clock of token expiry and the mail rate limit; tests move it. */
  now: () => Date;
  /** Who else may read a bucket's objects; none when absent. */
  readsWholeBucket?: BucketReaderPolicy;
}
