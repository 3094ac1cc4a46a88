import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestGateway,
  eventCount,
  startAdminTestGateway,
  TUESDAY,
} from '../../test-support/admin-gateway.ts';
import { csvOf, memberRow, type SheetRow, xlsxOf } from '../../test-support/members-sheet.fixture.ts';
import { authHeader, call, graphql } from '../../test-support/test-gateway.ts';

// A club's members from a spreadsheet, over REST as the Socios screen sends it (multipart), and
// opening balances: the preview writes nothing, the import registers the valid rows all at once
// through the members' own command and reports the rest, and an opening balance counts against the
// caps with the monthly limit's own refusal.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

async function upload(
  path: string,
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await gw.app.request(path, {
    method: 'POST',
    body: form,
    headers: authHeader(gw.adminToken),
  });
  return { status: response.status, body: await response.json() };
}

/** 30 rows, the 8th with a bad check digit and the 20th under age: 28 valid. */
function clubSheet(): SheetRow[] {
  return Array.from({ length: 30 }, (_, n) => {
    if (n === 7) return memberRow(n, { cedula: '1.234.567-9' });
    if (n === 19) return memberRow(n, { birthDate: '2010-02-02' });
    return memberRow(n, n === 0 ? { gramsThisMonth: '30', gramsThisYear: '150' } : {});
  });
}

const count = async (sql: string) => Number((await gw.db.query<{ n: number }>(sql)).rows[0]?.n);

describe('importing members from a spreadsheet', () => {
  it('previews every row with its problems in Spanish, writing nothing', async () => {
    const before = await eventCount(gw.db);
    const answer = await upload('/admin/members/import/preview', await xlsxOf(clubSheet()), 'socios.xlsx');
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(30);
    expect(answer.body.rows.filter((row: { errors: string[] }) => row.errors.length > 0)).toEqual([
      expect.objectContaining({ line: 9, errors: [expect.stringContaining('dígito verificador')] }),
      expect.objectContaining({ line: 21, errors: [expect.stringContaining('18 años')] }),
    ]);
    expect(answer.body.rows[0].opening).toEqual({ grams_this_month: 30, grams_this_year: 150 });
    expect(answer.body).toMatchObject({ active: 9, max: 45 });
    expect(await eventCount(gw.db)).toBe(before);
  });

  it('imports the 28 valid rows in one go, reports the 2 others, and queues the passwords when sent', async () => {
    const registered = await eventCount(gw.db, 'MemberRegistered');
    const answer = await upload('/admin/members/import', csvOf(clubSheet()), 'socios.csv', { mails: 'send' });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('Se importaron 28 socios; 2 filas quedaron afuera.');
    expect(answer.body.imported).toHaveLength(28);
    expect(answer.body.skipped.map((row: { line: number }) => row.line)).toEqual([9, 21]);
    expect(await eventCount(gw.db, 'MemberRegistered')).toBe(registered + 28);
    expect(await eventCount(gw.db, 'OpeningBalanceRecorded')).toBe(1);
    // Who they are entered the log sealed only.
    const { rows } = await gw.db.query<{ payload: string }>(
      `select payload::text as payload from events where type = 'MemberRegistered' order by version desc limit 28`,
    );
    expect(rows.some((row) => row.payload.includes('planilla.uy'))).toBe(false);
    const mails = await count(
      `select count(*) as n from outbox where template_id = 'member_welcome' and template_params->>'to_email' like '%@planilla.uy'`,
    );
    expect(mails).toBe(28);
    const first = answer.body.imported.find((row: { line: number }) => row.line === 2).member_id;
    const listed = await call(gw.app, 'GET', `/admin/members?search=${first}`, {
      headers: authHeader(gw.adminToken),
    });
    expect(listed.body.members[0]).toMatchObject({ id: first, grams_month: 30, grams_year: 150 });
  });

  it('a second import of the same file imports nothing and reports every row as a repeat', async () => {
    const registered = await eventCount(gw.db, 'MemberRegistered');
    const answer = await upload('/admin/members/import', csvOf(clubSheet()), 'socios.csv', { mails: 'hold' });
    expect(answer.status).toBe(200);
    expect(answer.body.imported).toEqual([]);
    expect(answer.body.skipped).toHaveLength(30);
    expect(answer.body.skipped[0].errors).toEqual([
      'Ya hay un socio con ese correo.',
      'Ya hay un socio con esa cédula.',
    ]);
    expect(await eventCount(gw.db, 'MemberRegistered')).toBe(registered);
  });

  it('holds the passwords when asked: no mail now, then one member’s sent on request', async () => {
    const before = await count(`select count(*) as n from outbox where template_id = 'member_welcome'`);
    const answer = await upload('/admin/members/import', csvOf([memberRow(200)]), 'uno.csv', {
      mails: 'hold',
    });
    expect(answer.body.imported).toHaveLength(1);
    expect(await count(`select count(*) as n from outbox where template_id = 'member_welcome'`)).toBe(before);
    const id = answer.body.imported[0].member_id;
    const sent = await call(gw.app, 'POST', `/admin/members/${id}/send-password`, {
      headers: authHeader(gw.adminToken),
    });
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'Le mandamos una contraseña temporal a socia200@planilla.uy.' },
    });
    const { rows } = await gw.db.query<{ to: string; code: string }>(
      `select template_params->>'to_email' as to, secret_params->>'code' as code from outbox
        where template_id = 'member_welcome' order by id desc limit 1`,
    );
    expect(rows[0]?.to).toBe('socia200@planilla.uy');
    expect(rows[0]?.code).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('refuses rows past the club’s limit of 45 active members', async () => {
    const sheet = Array.from({ length: 10 }, (_, n) => memberRow(100 + n));
    const answer = await upload('/admin/members/import/preview', csvOf(sheet), 'mas.csv');
    // 9 seeded, 28 and 1 imported: 7 places left.
    expect(answer.body.rows.filter((row: { errors: string[] }) => row.errors.length > 0)).toHaveLength(3);
    expect(answer.body.rows[9].errors).toEqual(['El club llegaría a más de 45 socios activos.']);
  });

  it('refuses a file too large, a 10,000-row one and no file in Spanish, without a 500', async () => {
    const rows = csvOf(Array.from({ length: 10_000 }, (_, n) => memberRow(n)));
    const many = await upload('/admin/members/import/preview', rows, 'muchas.csv');
    expect(many).toMatchObject({ status: 400, body: { code: 'PLANILLA_INVALIDA' } });
    expect(many.body.error).toContain('más de 500 filas');
    const large = await upload(
      '/admin/members/import/preview',
      new Uint8Array(2 * 1024 * 1024 + 10),
      'x.csv',
    );
    expect(large).toMatchObject({ status: 413, body: { code: 'PLANILLA_DEMASIADO_GRANDE' } });
    const none = await call(gw.app, 'POST', '/admin/members/import/preview', {
      headers: authHeader(gw.adminToken),
      body: {},
    });
    expect(none).toMatchObject({
      status: 400,
      body: { code: 'PLANILLA_INVALIDA', error: 'Elegí un archivo .xlsx o .csv.' },
    });
    const choice = await upload('/admin/members/import', csvOf([memberRow(300)]), 'a.csv', {
      mails: 'luego',
    });
    expect(choice.body.error).toBe('Elegí si las contraseñas se mandan ahora o se retienen.');
  });

  it('hands out the templates to the admin only', async () => {
    const xlsx = await gw.app.request('/admin/members/import/template.xlsx', {
      headers: authHeader(gw.adminToken),
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('plantilla-socios.xlsx');
    const csv = await gw.app.request('/admin/members/import/template.csv', {
      headers: authHeader(gw.memberToken),
    });
    expect(csv.status).toBe(403);
  });
});

describe('an opening balance', () => {
  const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok code error } }`;
  it('of 30 g this month leaves 10 g: 15 g refused with the monthly limit, 10 g accepted', async () => {
    const member = await gw.newMember();
    const opening = await call(gw.app, 'POST', `/admin/members/${member.id}/opening-balance`, {
      headers: authHeader(gw.adminToken),
      body: { grams_this_month: 30, grams_this_year: 200, as_of: '2024-09-02' },
    });
    expect(opening.status).toBe(201);
    const { rows } = await gw.db.query<{ price: number }>(
      `select s.price from stock s join products p on p.id = s.product_id where p.key = 'ogkush'`,
    );
    const price = Number(rows[0]?.price);
    const place = (grams: number) =>
      graphql(
        gw.app,
        PLACE,
        {
          input: {
            date: TUESDAY,
            time: '17:00',
            total: grams * price,
            observations: '',
            lines: [{ product: 'ogkush', grams }],
          },
        },
        authHeader(member.token),
      );
    expect((await place(15)).body.data.placeOrder).toEqual({
      ok: false,
      code: 'LIMITE_MENSUAL',
      error: 'solo te quedan 10g este mes',
    });
    expect((await place(10)).body.data.placeOrder).toMatchObject({ ok: true });
  });

  it('is refused over the caps, month over year, twice, or for nobody, in Spanish', async () => {
    const member = await gw.newMember();
    const record = (body: Record<string, unknown>, id = member.id) =>
      call(gw.app, 'POST', `/admin/members/${id}/opening-balance`, {
        headers: authHeader(gw.adminToken),
        body,
      });
    expect(await record({ grams_this_month: 41, grams_this_year: 100, as_of: '2024-09-02' })).toMatchObject({
      status: 400,
      body: {
        code: 'SALDO_APERTURA_INVALIDO',
        error: 'Los gramos de este mes (41 g) superan el límite mensual de 40 g.',
      },
    });
    expect(
      (await record({ grams_this_month: 20, grams_this_year: 10, as_of: '2024-09-02' })).body.error,
    ).toBe('Los gramos de este mes no pueden ser más que los de este año.');
    expect(
      (await record({ grams_this_month: 5, grams_this_year: 481, as_of: '2024-09-02' })).body.error,
    ).toBe('Los gramos de este año (481 g) superan el límite anual de 480 g.');
    expect((await record({ grams_this_month: '5', grams_this_year: 5, as_of: '2024-09-02' })).status).toBe(
      400,
    );
    expect((await record({ grams_this_month: 5, grams_this_year: 5, as_of: '2099-01-01' })).status).toBe(400);
    expect((await record({ grams_this_month: 5, grams_this_year: 5, as_of: '2024-09-02' })).status).toBe(201);
    expect(await record({ grams_this_month: 5, grams_this_year: 5, as_of: '2024-09-02' })).toMatchObject({
      status: 409,
      body: { code: 'SALDO_APERTURA_REGISTRADO' },
    });
    expect(
      (await record({ grams_this_month: 5, grams_this_year: 5, as_of: '2024-09-02' }, 99999)).status,
    ).toBe(404);
  });
});

describe('the opening stock', () => {
  it('adds the grams on hand at go-live to a product, refusing bad input in Spanish', async () => {
    const admin = { headers: authHeader(gw.adminToken) };
    const { rows } = await gw.db.query<{ id: number; grams: number }>(
      `select p.id, s.grams from products p join stock s on s.product_id = p.id where p.key = 'kief'`,
    );
    const product = rows[0] as { id: number; grams: number };
    const added = await call(gw.app, 'POST', `/admin/openingStock/${product.id}`, {
      ...admin,
      body: { grams: 250, date: '2024-09-02' },
    });
    expect(added).toMatchObject({
      status: 200,
      body: { msg: 'Opening stock recorded', grams: Number(product.grams) + 250 },
    });
    for (const body of [
      { grams: -5, date: '2024-09-02' },
      { grams: 5, date: '2099-01-01' },
      { grams: '5' },
    ]) {
      const refused = await call(gw.app, 'POST', `/admin/openingStock/${product.id}`, { ...admin, body });
      expect(refused).toMatchObject({ status: 400, body: { code: 'SALDO_APERTURA_INVALIDO' } });
    }
    expect(
      (
        await call(gw.app, 'POST', '/admin/openingStock/99999', {
          ...admin,
          body: { grams: 5, date: '2024-09-02' },
        })
      ).status,
    ).toBe(404);
  });
});
