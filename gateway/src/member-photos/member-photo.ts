import type { Database, Sql } from '@club/db/connection';
import { fillText } from '@club/domain/fill-text';
import { memberTexts } from '@club/domain/member-texts';
import sharp from 'sharp';
import { isForgotten, openFor, type Sealed, sealFor } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import { type Refusal, refusal } from '../kernel/refusals/refusal-table.ts';
import { inPhotoTurn, uprightPhoto } from '../photos/public.ts';

// A member's photo (docs/decisions/056-member-photos.md): one square JPEG, small enough to travel
// inside a GraphQL answer, kept sealed with the member's own key. Not an event: a face is not a
// fact the club's records need, and the log is kept for good.

/** The side of the square kept: sharp on a phone at the counter, ~30 KB. */
export const MEMBER_PHOTO_SIDE = 480;

type Made = { ok: true; jpeg: Buffer } | { ok: false; error: Refusal };

/** The upload checked and made into the kept square, centred on what draws the eye (the face). */
export function makeMemberPhoto(upload: Uint8Array): Promise<Made> {
  return inPhotoTurn(async (): Promise<Made> => {
    const upright = await uprightPhoto(upload, 4 * MEMBER_PHOTO_SIDE);
    if (!upright.ok) return upright;
    const { width, height, channels } = upright.info;
    const jpeg = await sharp(upright.data, { raw: { width, height, channels: channels as 3 } })
      .resize({ width: MEMBER_PHOTO_SIDE, height: MEMBER_PHOTO_SIDE, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  });
}

export type PhotoSaved = { ok: true } | { ok: false; error: Refusal };

/** Keeps `jpeg` as the member's photo, sealed; refused for a member who does not exist or was forgotten. */
export async function saveMemberPhoto(
  db: Database,
  memberId: number,
  uploadedBy: number,
  jpeg: Buffer,
): Promise<PhotoSaved> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('select 1 from members where id = $1', [memberId]);
    if (rows.length === 0) {
      return {
        ok: false,
        error: {
          code: 'SOCIO_NO_ENCONTRADO',
          message: fillText(memberTexts.unknownMember, { id: memberId }),
        },
      };
    }
    if (await isForgotten(tx, memberSubject(memberId)))
      return { ok: false, error: refusal('SOCIO_OLVIDADO') };
    const sealed = await sealFor(tx, memberSubject(memberId), { jpeg: jpeg.toString('base64') });
    await tx.query(
      `insert into member_photos (member_id, sealed, uploaded_by) values ($1, $2, $3)
       on conflict (member_id) do update set sealed = excluded.sealed, uploaded_by = excluded.uploaded_by, uploaded_at = now()`,
      [memberId, sealed, uploadedBy],
    );
    return { ok: true };
  });
}

/** Takes the member's photo away; true when there was one. */
export async function removeMemberPhoto(sql: Sql, memberId: number): Promise<boolean> {
  const { rowCount } = await sql.query('delete from member_photos where member_id = $1', [memberId]);
  return rowCount > 0;
}

/** The member's photo as a data URL for an <img>, or null (none, or the member was forgotten). */
export async function memberPhotoUrl(sql: Sql, memberId: number): Promise<string | null> {
  const { rows } = await sql.query<{ sealed: Sealed }>(
    'select sealed from member_photos where member_id = $1',
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const opened = await openFor<{ jpeg: string }>(sql, memberSubject(memberId), row.sealed);
  return opened ? `data:image/jpeg;base64,${opened.jpeg}` : null;
}
