import { demoAccounts } from '@club/db/seed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../../test-support/photos.fixture.ts';
import {
  addMember,
  authHeader,
  demoAuthHeaders,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { destroyKey } from '../kernel/privacy/subject-keys.ts';
import { memberSubject } from '../kernel/privacy/subjects.ts';
import { MEMBER_PHOTO_SIDE } from './member-photo.ts';

// A member's photo: uploaded by the member on Mi carnet or by an admin, kept as one small square
// JPEG sealed with the member's key, read back as a data URL by the member and by the counter.

let gw: TestGateway;
let headers: Record<'member' | 'admin', Record<string, string>>;
let memberId: number;
beforeAll(async () => {
  gw = await startTestGateway();
  headers = await demoAuthHeaders(gw.app);
  const { rows } = await gw.db.query<{ id: number }>('select id from members where lower(mail) = lower($1)', [
    demoAccounts.member.mail,
  ]);
  memberId = Number(rows[0]?.id);
});
afterAll(() => gw?.close());

async function upload(path: string, file: Uint8Array | string | null, credential: Record<string, string>) {
  const form = new FormData();
  if (file !== null) {
    form.append('photo', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'foto.jpg');
  }
  const response = await gw.app.request(path, { method: 'POST', headers: credential, body: form });
  return { status: response.status, body: (await response.json()) as { photo?: string; code?: string } };
}

const myPhoto = async (credential: Record<string, string>) =>
  (await graphql(gw.app, '{ myPhoto }', {}, credential)).body.data?.myPhoto as string | null;
const photoOf = async (id: number, credential: Record<string, string>) =>
  (await graphql(gw.app, 'query ($id: Int!) { memberPhoto(memberId: $id) }', { id }, credential)).body;

const jpegOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');

describe('member photos', () => {
  it('the member uploads their own: a square JPEG without the phone’s metadata, sealed at rest', async () => {
    const sent = await upload(
      '/mi-carnet/foto',
      await phonePhoto({ width: 1200, height: 1600, gps: true }),
      headers.member,
    );
    expect(sent.status).toBe(200);
    const url = await myPhoto(headers.member);
    expect(url).toBe(sent.body.photo);
    const meta = await sharp(jpegOf(url as string)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: MEMBER_PHOTO_SIDE, height: MEMBER_PHOTO_SIDE });
    expect(meta.exif).toBeUndefined();
    const { rows } = await gw.db.query<{ sealed: string }>(
      'select sealed from member_photos where member_id = $1',
      [memberId],
    );
    // A JPEG starts FF D8 FF: '/9j/' in base64. The row holds none of it in clear.
    expect(rows[0]?.sealed).not.toContain('/9j/');
    expect(JSON.stringify(rows)).not.toContain((url as string).slice(30, 90));
  });

  it('the counter (members.view) sees it; an admin uploads and takes away another member’s', async () => {
    const mail = `foto-${Date.now()}@club.uy`;
    const other = await addMember(gw.db, { mail, password: 'clave-de-foto-1' });
    const sent = await upload(`/admin/members/${other}/photo`, await phonePhoto(), headers.admin);
    expect(sent.status).toBe(200);
    const dispenser = await addMember(gw.db, {
      mail: `dispensa-${Date.now()}@club.uy`,
      password: 'clave-dispensa-1',
      roles: ['dispensa'],
    });
    expect(dispenser).toBeGreaterThan(0);
    expect((await photoOf(other, headers.admin)).data.memberPhoto).toBe(sent.body.photo);
    const own = authHeader(await loginToken(gw.app, mail, 'clave-de-foto-1'));
    expect(await myPhoto(own)).toBe(sent.body.photo);
    expect((await photoOf(other, headers.member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const removed = await gw.app.request(`/admin/members/${other}/photo`, {
      method: 'DELETE',
      headers: headers.admin,
    });
    expect(await removed.json()).toEqual({ removed: true });
    expect(await myPhoto(own)).toBeNull();
  });

  it('refuses what is not a photo, a missing file or an unknown member, in Spanish, keeping nothing', async () => {
    const before = await gw.db.query('select member_id, uploaded_at from member_photos order by member_id');
    const notImage = await upload('/mi-carnet/foto', 'esto no es una foto', headers.member);
    expect(notImage).toMatchObject({ status: 415, body: { code: 'FOTO_NO_ES_IMAGEN' } });
    const none = await upload('/mi-carnet/foto', null, headers.member);
    expect(none).toMatchObject({ status: 400, body: { code: 'FOTO_REQUERIDA' } });
    const unknown = await upload('/admin/members/999999/photo', await phonePhoto(), headers.admin);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'SOCIO_NO_ENCONTRADO' } });
    const badId = await upload('/admin/members/abc/photo', await phonePhoto(), headers.admin);
    expect(badId.status).toBe(400);
    expect(await gw.db.query('select member_id, uploaded_at from member_photos order by member_id')).toEqual(
      before,
    );
  });

  it('a forgotten member’s photo cannot be read, nor a new one kept', async () => {
    const mail = `olvido-${Date.now()}@club.uy`;
    const id = await addMember(gw.db, { mail, password: 'clave-olvido-1' });
    expect((await upload(`/admin/members/${id}/photo`, await phonePhoto(), headers.admin)).status).toBe(200);
    await gw.db.transaction((tx) => destroyKey(tx, memberSubject(id)));
    expect((await photoOf(id, headers.admin)).data.memberPhoto).toBeNull();
    const again = await upload(`/admin/members/${id}/photo`, await phonePhoto(), headers.admin);
    expect(again).toMatchObject({ status: 409, body: { code: 'SOCIO_OLVIDADO' } });
  });
});
