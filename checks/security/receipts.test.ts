// Receipts as evidence, two findings of the attacker's probe, in-process on a fresh database
// (PGlite in memory, or a throwaway schema of DATABASE_URL's PostgreSQL):
// - a receipt recorded with an expense could be replaced or removed through the hosted storage
//   afterwards, and an expense took a file uploaded by anyone;
// - every receipt was a public URL that anyone holding it read without a token.
// And a receipt added later from Ver Gastos, which the gateway never heard of: it stayed its
// uploader's to replace or remove, with nothing in the log to tell.
import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readStream } from '@club/db/event-store';
import { hashPassword } from '@club/db/passwords';
import { PDF_BYTES, PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { addMember, startTestGateway } from '../../gateway/test-support/test-gateway.ts';
import {
  ADMIN,
  call,
  ENGINE,
  issueToken,
  looksSpanish,
  type TestGateway,
} from '../test-support/check-support.ts';

let gw: TestGateway;
/** The service's clock runs this far ahead of the real one: signed URLs expire on it. */
let ahead = 0;
let clubToken: string;
/** The admin's hosted session, opened from the club token (decision 021), and its user id. */
let access: string;
let adminUser: string;

beforeAll(async () => {
  gw = await startTestGateway({ env: { LOG_LEVEL: 'silent' }, now: () => new Date(Date.now() + ahead) });
  clubToken = await issueToken(gw, ADMIN.mail);
  access = await openHostedSession(clubToken);
  const user = await gw.app.request('/auth/v1/user', { headers: hosted(access) });
  adminUser = ((await user.json()) as { id: string }).id;
});
afterAll(() => gw?.close());

function hosted(token?: string): Record<string, string> {
  return { apikey: gw.config.supabaseAnonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

async function openHostedSession(token: string): Promise<string> {
  const answer = await call(gw.app, 'POST', '/graphql', {
    body: { query: 'mutation { openHostedSession { accessToken } }' },
    headers: { auth_token: token },
  });
  const session = answer.body?.data?.openHostedSession;
  if (!session) throw new Error(`openHostedSession: ${JSON.stringify(answer.body)}`);
  return session.accessToken as string;
}

/** A confirmed account of the stand-in that is nobody at the club, signed in with its password. */
async function stranger(email: string): Promise<{ id: string; access: string }> {
  const id = randomUUID();
  await gw.db.query(
    'insert into hosted_users (id, email, password_hash, email_confirmed_at) values ($1, $2, $3, now())',
    [id, email, await hashPassword('clave-de-extrano-1')],
  );
  const answer = await call(gw.app, 'POST', '/auth/v1/token?grant_type=password', {
    headers: hosted(),
    body: { email, password: 'clave-de-extrano-1' },
  });
  if (!answer.body?.access_token) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer.body)}`);
  return { id, access: answer.body.access_token as string };
}

function upload(
  token: string,
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  init: { method?: string; upsert?: boolean } = {},
) {
  return gw.app.request(`/storage/v1/object/Bills/${encodePath(path)}`, {
    method: init.method ?? 'POST',
    headers: {
      ...hosted(token),
      'content-type': 'application/octet-stream',
      ...(init.upsert ? { 'x-upsert': 'true' } : {}),
    },
    body: bytes,
  });
}

function remove(token: string, paths: string[]) {
  return gw.app.request('/storage/v1/object/Bills', {
    method: 'DELETE',
    headers: { ...hosted(token), 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  });
}

async function addExpense(receipt: string, expense = 'Alquiler', date = '2024-10-05') {
  const answer = await call(gw.app, 'POST', '/graphql', {
    body: {
      query: `mutation ($input: AddExpenseInput!) {
        addExpense(input: $input) { ok code error expense { id receipts } } }`,
      variables: { input: { expense, amount: 18_000, comment: 'octubre', date, receipt } },
    },
    headers: { auth_token: clubToken },
  });
  return answer.body?.data?.addExpense as {
    ok: boolean;
    code: string | null;
    error: string | null;
    expense: { id: string } | null;
  };
}

/** What Ver Gastos calls once a later receipt is uploaded: the expense records and holds it. */
async function attachReceipt(expenseId: string, path: string) {
  const answer = await call(gw.app, 'POST', '/graphql', {
    body: {
      query: `mutation ($id: ID!, $path: String!) {
        attachReceipt(expenseId: $id, path: $path) { ok code error expense { id receipts } } }`,
      variables: { id: expenseId, path },
    },
    headers: { auth_token: clubToken },
  });
  return (answer.body?.data?.attachReceipt ?? answer.body) as {
    ok: boolean;
    code: string | null;
    error: string | null;
    expense: { id: string; receipts: string[] } | null;
  };
}

async function eventCount(): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>('select count(*) as n from events');
  return Number(rows[0]?.n);
}

async function receiptChecks(expenseId: string) {
  const answer = await call(gw.app, 'POST', '/graphql', {
    body: {
      query: `query ($id: ID!) { receiptChecks(expenseId: $id) { path status recordedSize recordedSha256 size sha256 } }`,
      variables: { id: expenseId },
    },
    headers: { auth_token: clubToken },
  });
  return answer.body?.data?.receiptChecks as Array<{ path: string; status: string }> | undefined;
}

async function storedRow(path: string) {
  const { rows } = await gw.db.query<{ id: string; size: number }>(
    `select id, size from storage_objects where bucket = 'Bills' and name = $1`,
    [path],
  );
  return rows[0] ?? null;
}

async function expenseCount(): Promise<number> {
  const { rows } = await gw.db.query<{ n: number }>('select count(*) as n from expenses');
  return Number(rows[0]?.n);
}

/** A Supabase storage error: `{ statusCode, error, message }`, the message in Spanish. */
async function storageRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { statusCode: string; error: string; message: string };
  expect(body).toEqual({
    statusCode: String(status),
    error: expect.any(String),
    message: expect.any(String),
  });
  expect(looksSpanish(body.message), body.message).toBe(true);
  return body;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(`Recibos como evidencia (${ENGINE})`, () => {
  const receipt = () => `${adminUser}/Alquiler/10-2024/recibo-alquiler.png`;
  let expenseId: string;

  it('a recorded receipt cannot be replaced or removed through the storage, not even by its uploader', async () => {
    expect((await upload(access, receipt(), PNG_BYTES)).status).toBe(200);
    const recorded = await addExpense(receipt());
    expect(recorded).toMatchObject({ ok: true });
    expenseId = recorded.expense?.id as string;
    const before = await storedRow(receipt());

    // PUT replaces, POST with x-upsert too; DELETE removes: each refused as Supabase refuses a write.
    await storageRefusal(await upload(access, receipt(), PDF_BYTES, { method: 'PUT' }), 403);
    await storageRefusal(await upload(access, receipt(), PDF_BYTES, { upsert: true }), 403);
    await storageRefusal(await remove(access, [receipt()]), 403);
    expect(await storedRow(receipt())).toEqual(before);
    expect(await receiptChecks(expenseId)).toMatchObject([{ path: receipt(), status: 'matches' }]);
  });

  it("records the receipt's size and SHA-256 in the expense's event", async () => {
    const [event] = await readStream(gw.db, `expense-${expenseId}`);
    expect(event?.payload).toMatchObject({
      receipt: receipt(),
      receiptFile: { size: PNG_BYTES.byteLength, sha256: sha256(PNG_BYTES) },
    });
    expect(await receiptChecks(expenseId)).toEqual([
      {
        path: receipt(),
        status: 'matches',
        recordedSize: PNG_BYTES.byteLength,
        recordedSha256: sha256(PNG_BYTES),
        size: PNG_BYTES.byteLength,
        sha256: sha256(PNG_BYTES),
      },
    ]);
  });

  it('tells when the stored bytes are no longer the recorded ones, or gone', async () => {
    // Changed behind the service's back, on its disk: the check sees it.
    const row = await storedRow(receipt());
    const file = join(gw.config.uploadsDir, 'Bills', row?.id as string);
    await writeFile(file, PDF_BYTES);
    expect(await receiptChecks(expenseId)).toMatchObject([
      { status: 'differs', sha256: sha256(PDF_BYTES), recordedSha256: sha256(PNG_BYTES) },
    ]);
    await writeFile(file, PNG_BYTES);
    expect(await receiptChecks(expenseId)).toMatchObject([{ status: 'matches' }]);
    // An id that names no expense has nothing to check, and is no error.
    expect(await receiptChecks(randomUUID())).toEqual([]);
    expect(await receiptChecks('no-es-un-id')).toEqual([]);
  });

  it("the database itself refuses to change or delete a held object's row", async () => {
    await expect(
      gw.db.query(`update storage_objects set size = 1 where bucket = 'Bills' and name = $1`, [receipt()]),
    ).rejects.toThrow(/held/);
    await expect(
      gw.db.query(`delete from storage_objects where bucket = 'Bills' and name = $1`, [receipt()]),
    ).rejects.toThrow(/held/);
  });

  it("an expense takes only a file of the admin's own hosted account, and each file once", async () => {
    const outsider = await stranger('desconocido@example.com');
    const theirs = `${outsider.id}/Alquiler/10-2024/recibo-ajeno.png`;
    expect((await upload(outsider.access, theirs, PNG_BYTES)).status).toBe(200);
    const before = await expenseCount();
    expect(await addExpense(theirs)).toMatchObject({ ok: false, code: 'RECIBO_AJENO', expense: null });
    expect(await expenseCount()).toBe(before);
    // So its owner can still replace it: it is nobody's receipt.
    expect((await upload(outsider.access, theirs, PDF_BYTES, { upsert: true })).status).toBe(200);

    // A receipt already recorded is not a second expense's.
    expect(await addExpense(receipt())).toMatchObject({ ok: false, code: 'RECIBO_USADO' });
    expect(await expenseCount()).toBe(before);
  });

  it('a file not yet recorded stays its owner’s to replace or remove (the form removes a refused one)', async () => {
    const draft = `${adminUser}/Alquiler/10-2024/borrador.png`;
    expect((await upload(access, draft, PNG_BYTES)).status).toBe(200);
    expect((await upload(access, draft, PDF_BYTES, { upsert: true })).status).toBe(200);
    expect((await remove(access, [draft])).status).toBe(200);
    expect(await storedRow(draft)).toBeNull();
  });
});

describe(`Recibos agregados después del gasto (${ENGINE})`, () => {
  let expenseId: string;
  /** Where Ver Gastos uploads one more receipt: the admin's folder, named after the expense. */
  const later = () => `${adminUser}/UTE/10-2024/${expenseId}-segunda-pagina.png`;

  beforeAll(async () => {
    const recorded = await addExpense('', 'UTE', '2024-10-12');
    expect(recorded).toMatchObject({ ok: true });
    expenseId = recorded.expense?.id as string;
  });

  it('once attached, a later receipt cannot be replaced or removed through the storage (403)', async () => {
    expect((await upload(access, later(), PNG_BYTES)).status).toBe(200);
    expect(await attachReceipt(expenseId, later())).toMatchObject({
      ok: true,
      expense: { id: expenseId, receipts: [later()] },
    });
    const before = await storedRow(later());
    await storageRefusal(await upload(access, later(), PDF_BYTES, { method: 'PUT' }), 403);
    await storageRefusal(await upload(access, later(), PDF_BYTES, { upsert: true }), 403);
    await storageRefusal(await remove(access, [later()]), 403);
    expect(await storedRow(later())).toEqual(before);
  });

  it("records its size and SHA-256 in the expense's stream, and 'Ver Recibo' can vouch for it", async () => {
    const events = await readStream(gw.db, `expense-${expenseId}`);
    expect(events.map((event) => event.type)).toEqual(['ExpenseRecorded', 'ExpenseReceiptAttached']);
    expect(events[1]?.payload).toEqual({
      expenseId,
      receipt: later(),
      receiptFile: { size: PNG_BYTES.byteLength, sha256: sha256(PNG_BYTES) },
      attachedBy: expect.any(Number),
    });
    expect(await receiptChecks(expenseId)).toEqual([
      {
        path: later(),
        status: 'matches',
        recordedSize: PNG_BYTES.byteLength,
        recordedSha256: sha256(PNG_BYTES),
        size: PNG_BYTES.byteLength,
        sha256: sha256(PNG_BYTES),
      },
    ]);
  });

  it("takes only a file of the admin's own account, in that expense's folder, and each file once", async () => {
    const before = await eventCount();
    const outsider = await stranger('otro.desconocido@example.com');
    const theirs = `${outsider.id}/UTE/10-2024/${expenseId}-ajeno.png`;
    expect((await upload(outsider.access, theirs, PNG_BYTES)).status).toBe(200);
    expect(await attachReceipt(expenseId, theirs)).toMatchObject({ ok: false, code: 'RECIBO_AJENO' });
    // Still nobody's receipt: its owner may replace it.
    expect((await upload(outsider.access, theirs, PDF_BYTES, { upsert: true })).status).toBe(200);

    // The admin's own file, but of another expense's folder, or not named after this expense.
    for (const elsewhere of [
      `${adminUser}/Alquiler/10-2024/${expenseId}-otro-rubro.png`,
      `${adminUser}/UTE/11-2024/${expenseId}-otro-mes.png`,
      `${adminUser}/UTE/10-2024/sin-el-gasto.png`,
    ]) {
      expect((await upload(access, elsewhere, PNG_BYTES)).status).toBe(200);
      const refused = await attachReceipt(expenseId, elsewhere);
      expect(refused, elsewhere).toMatchObject({ ok: false, code: 'RECIBO_INVALIDO' });
      expect(looksSpanish(refused.error ?? '')).toBe(true);
      // Refused, it stays free: Ver Gastos removes it.
      expect((await remove(access, [elsewhere])).status).toBe(200);
    }
    expect(await attachReceipt(expenseId, later())).toMatchObject({ ok: false, code: 'RECIBO_USADO' });
    expect(await eventCount()).toBe(before);
  });
});

describe(`Recibos por enlace firmado, no público (${ENGINE})`, () => {
  const path = () => `${adminUser}/Sueldos/10-2024/recibo-sueldo.png`;

  beforeAll(async () => {
    expect((await upload(access, path(), PNG_BYTES)).status).toBe(200);
    expect(await addExpense(path(), 'Sueldos', '2024-10-31')).toMatchObject({ ok: true });
  });

  it('the public object URL no longer serves a receipt to anyone holding it', async () => {
    const answer = await gw.app.request(`/storage/v1/object/public/Bills/${encodePath(path())}`);
    expect(answer.status).not.toBe(200);
    const body = await storageRefusal(answer, 404);
    expect(JSON.stringify(body)).not.toContain('PNG');
  });

  it("a signed-in admin gets a short-lived signed URL with supabase-js's createSignedUrl, and it serves the file", async () => {
    const supabase = createClient('http://gateway.test', gw.config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
      global: {
        fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
          gw.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
      },
    });
    await supabase.auth.setSession({ access_token: access, refresh_token: 'sin-uso' });
    const { data, error } = await supabase.storage.from('Bills').createSignedUrl(path(), 60);
    expect(error).toBeNull();
    const signed = new URL(data?.signedUrl as string);
    expect(signed.pathname).toBe(`/storage/v1/object/sign/Bills/${encodePath(path())}`);
    expect(signed.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // A plain link: no key, no session.
    const answer = await gw.app.request(`${signed.pathname}${signed.search}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('is refused without a session, to a stranger, for longer than ten minutes, and for another path', async () => {
    const sign = (token: string | undefined, target: string, expiresIn: number) =>
      gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(target)}`, {
        method: 'POST',
        headers: { ...hosted(token), 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn }),
      });
    await storageRefusal(await sign(undefined, path(), 60), 401);
    const outsider = await stranger('curioso@example.com');
    await storageRefusal(await sign(outsider.access, path(), 60), 404);
    await storageRefusal(await sign(access, path(), 3600), 400);

    const { signedURL } = (await (await sign(access, path(), 60)).json()) as { signedURL: string };
    const [, token] = signedURL.split('?token=');
    const other = `${adminUser}/Alquiler/10-2024/recibo-alquiler.png`;
    await storageRefusal(
      await gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(other)}?token=${token}`),
      400,
    );
    await storageRefusal(
      await gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(path())}?token=${token}x`),
      400,
    );
    await storageRefusal(await gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(path())}`), 400);
    // The hosted access token is no link token, nor the other way round.
    await storageRefusal(
      await gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(path())}?token=${access}`),
      400,
    );
    const asBearer = await gw.app.request('/auth/v1/user', { headers: hosted(token) });
    expect(asBearer.status).toBe(403);
  });

  it('another admin reads it through their club session; a link dies at its expiry and with the sign-out', async () => {
    await addMember(gw.db, { mail: 'otra.admin@club.uy', password: 'otra-clave-1', role: 'admin' });
    const otherToken = await issueToken(gw, 'otra.admin@club.uy');
    const otherAccess = await openHostedSession(otherToken);
    const signOf = async (token: string) => {
      const answer = await gw.app.request(`/storage/v1/object/sign/Bills/${encodePath(path())}`, {
        method: 'POST',
        headers: { ...hosted(token), 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: 60 }),
      });
      expect(answer.status).toBe(200);
      return `/storage/v1${((await answer.json()) as { signedURL: string }).signedURL}`;
    };
    const link = await signOf(otherAccess);
    expect((await gw.app.request(link)).status).toBe(200);

    ahead += 61_000;
    await storageRefusal(await gw.app.request(link), 400);
    ahead = 0;

    const fresh = await signOf(otherAccess);
    expect((await gw.app.request(fresh)).status).toBe(200);
    await call(gw.app, 'POST', '/logout', { headers: { auth_token: otherToken } });
    await storageRefusal(await gw.app.request(fresh), 400);
  });
});
