import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackupSource, backupAsSql, writeBackup } from '@club/db/backup/backup';
import { backupKeyOf } from '@club/db/backup/backup-crypto';
import type { Database } from '@club/db/connection';
import { verifyChain } from '@club/db/event-chain/verify-chain';
import { demoAccounts } from '@club/db/seed-data';
import { clubNow } from '@club/domain/club-clock';
import { memberTexts } from '@club/domain/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';
import { replayReadModels } from '../replay/public.ts';

// Forgetting a member, end to end on a real database (PGlite, or PostgreSQL with DATABASE_URL):
// a member registered, edited, billed, in a closed month, then out of the club, forgotten once the
// retention period is over. Afterwards no table holds their name, mail, cédula or phone; the log
// never held anyone's personal data in clear; the hash chain verifies, replay rebuilds every read
// model equal, and the club's figures (grams, the closed month) are what they were.
// On today's clock, so the month closed is the current one (as the month-close tests do); the
// forgetting runs on a clock moved past the retention period.

let gw: TestGateway;
let admin: Record<string, string>;
const realNow = new Date();
let now = realNow;
const today = clubNow(realNow).date;
const month = today.slice(0, 7);

/** Who is forgotten: made-up values no other row of the fixture holds. */
const ROSALINDA = {
  name: 'Rosalinda',
  last_name: 'Olvidadiza',
  mail: 'rosalinda.olvidadiza@correo.uy',
  cedula: '4.187.623-6',
  birth_date: '1983-07-19',
  residency: 'residencia',
  phone: '098 765 432',
  ircca_registered_on: '2023-11-02',
  password: 'clave-de-rosalinda',
};
const NEW_MAIL = 'rosalinda.nueva@correo.uy';
const NEW_PHONE = '097 111 333';
/** Everything that would identify her, in any form a table could hold it. */
const HER_DATA = [
  'Rosalinda',
  'Olvidadiza',
  'rosalinda.olvidadiza',
  'rosalinda.nueva',
  '4.187.623-6',
  '41876236',
  '4187623',
  '1983-07-19',
  '098 765 432',
  '098765432',
  '097 111 333',
  '097111333',
];

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers read field by field in the assertions
type Answer = Record<string, any>;

async function asAdmin(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const answer = await graphql(gw.app, query, variables, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data;
}

/** Every row of every table of the schema, as text, that contains one of `marks` (any case). */
async function rowsHolding(db: Database, marks: readonly string[]): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select t::text as row from "${name}" t
        where exists (select 1 from unnest($1::text[]) as mark where strpos(lower(t::text), lower(mark)) > 0)`,
      [marks],
    );
    found.push(...rows.map((row) => `${name}: ${row.row.slice(0, 300)}`));
  }
  return found;
}

/** Events whose payload holds any member's personal data in clear, as the read model has it now. */
async function eventsInClear(db: Database): Promise<string[]> {
  const { rows: members } = await db.query<{
    full_name: string;
    last_name: string;
    mail: string;
    cedula: string | null;
    phone: string | null;
  }>(
    `select name || ' ' || last_name as full_name, last_name, mail, cedula, phone from members
      where forgotten_at is null`,
  );
  const marks = members.flatMap((member) =>
    [member.full_name, member.last_name, member.mail, member.cedula, member.phone].filter(
      (mark): mark is string => mark !== null,
    ),
  );
  const { rows } = await db.query<{ position: number; type: string; payload: string }>(
    `select position, type, payload::text as payload from events
      where exists (select 1 from unnest($1::text[]) as mark where strpos(payload::text, mark) > 0)`,
    [marks],
  );
  return rows.map((row) => `${row.position} ${row.type}: ${row.payload.slice(0, 200)}`);
}

const OVERVIEW = `{ monthCloses { months { month closed hash events
  lines { productId opening received adjusted dispensed destroyed pending closing ledger difference } } } }`;

/** The club's figures that forgetting must leave as they were. */
async function clubFigures() {
  const { rows: grams } = await gw.db.query(
    `select member_id, sum(grams)::int as grams, count(*)::int as bills from bills group by member_id order by member_id`,
  );
  const { rows: closes } = await gw.db.query(
    `select payload - 'signedBy' as payload from events where type = 'MonthClosed' order by position`,
  );
  const overview = await asAdmin(OVERVIEW);
  // The closed months: the open ones are more as the clock moves on.
  const months = overview.monthCloses.months.filter((entry: { closed: boolean }) => entry.closed);
  return { grams, closes, months };
}

let rosalindaId = 0;
let before: Awaited<ReturnType<typeof clubFigures>>;
let csvBefore = '';

beforeAll(async () => {
  gw = await startTestGateway({ now: () => now });
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(async () => {
  if (process.env.SHOW_LOGS) console.log(gw.logs().filter((line) => Number(line.level) >= 50));
  await gw?.close();
});

describe('forgetting a member', () => {
  it('registers her with her data sealed in the log, and the read model holding it for screens', async () => {
    expect(await eventsInClear(gw.db)).toEqual([]);
    const created = await call(gw.app, 'POST', '/admin/members', { headers: admin, body: ROSALINDA });
    expect(created.status).toBe(201);
    rosalindaId = created.body.member.id;
    expect(created.body.member).toMatchObject({
      name: 'Rosalinda',
      cedula: '4.187.623-6',
      phone: '098 765 432',
    });
    expect(await eventsInClear(gw.db)).toEqual([]);
    const { rows } = await gw.db.query<{ payload: string }>(
      `select payload::text as payload from events where stream_id = $1`,
      [`member-${rosalindaId}`],
    );
    expect(rows[0]?.payload).toMatch(/"personal": "v1\./);
  });

  it('keeps her edits sealed too, both the values after and before', async () => {
    expect(await loginToken(gw.app, ROSALINDA.mail, ROSALINDA.password)).toBeTruthy();
    const edited = await call(gw.app, 'PATCH', `/admin/members/${rosalindaId}`, {
      headers: admin,
      body: { mail: NEW_MAIL, phone: NEW_PHONE },
    });
    expect(edited).toMatchObject({ status: 200, body: { member: { mail: NEW_MAIL, phone: NEW_PHONE } } });
    expect(await eventsInClear(gw.db)).toEqual([]);
    expect(await rowsHolding(gw.db, ['098 765 432', 'rosalinda.olvidadiza'])).toEqual([]);
    // Someone tries her old mail: the security log and the rate limits keep what was typed.
    const typed = await call(gw.app, 'POST', '/login', {
      body: { mail: ROSALINDA.mail, password: 'no-es-esta' },
    });
    expect(typed.status).toBe(401);
    expect((await rowsHolding(gw.db, ['rosalinda.olvidadiza'])).length).toBeGreaterThan(0);
    const page = await call(gw.app, 'GET', `/admin/members/${rosalindaId}`, { headers: admin });
    expect(page.body.history[0].description).toBe(
      `Datos cambiados: mail de «${ROSALINDA.mail}» a «${NEW_MAIL}»; teléfono de «${ROSALINDA.phone}» a «${NEW_PHONE}»`,
    );
  });

  it('bills her, closes the month with her in the IRCCA report, then she leaves', async () => {
    expect(await loginToken(gw.app, NEW_MAIL, ROSALINDA.password)).toBeTruthy();
    const bill = await asAdmin(
      'mutation ($input: AddBillInput!) { addBill(input: $input) { ok code error } }',
      { input: { socioId: rosalindaId, date: today, species: [{ product: 'ogkush', amount: 5 }] } },
    );
    expect(bill.addBill).toMatchObject({ ok: true });
    const rt = await asAdmin('mutation { setMemberTechnicalLead(id: 1, technicalLead: true) { ok } }');
    expect(rt.setMemberTechnicalLead.ok).toBe(true);
    const { monthCloses } = await asAdmin(OVERVIEW);
    const shown = monthCloses.months.find((entry: { month: string }) => entry.month === month).hash;
    const closed = await asAdmin(
      'mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error } }',
      { input: { month, reasons: [], hash: shown } },
    );
    expect(closed.closeMonth).toMatchObject({ ok: true });
    csvBefore = (await asAdmin('query ($m: String!) { monthReportCsv(month: $m) }', { m: month }))
      .monthReportCsv;
    expect(csvBefore).toContain('Rosalinda;Olvidadiza');
    // She trims a harvest: the work entry names her (sealed with her key in the log).
    const trimmer = await call(gw.app, 'PATCH', `/admin/members/${rosalindaId}`, {
      headers: admin,
      body: { trimmer: true },
    });
    expect(trimmer.status).toBe(200);
    const work = await call(gw.app, 'POST', '/admin/uploadharvest', {
      headers: admin,
      body: {
        harvest_type: 'thick_harvest',
        socio_name: String(rosalindaId),
        start_hour: '10:00',
        end_hour: '12:00',
        date: today,
      },
    });
    expect(work.status).toBe(201);
    const { rows: entries } = await gw.db.query<{ person_name: string }>(
      'select person_name from work_entries where member_id = $1',
      [rosalindaId],
    );
    expect(entries).toEqual([{ person_name: 'Rosalinda Olvidadiza' }]);
    const left = await call(gw.app, 'POST', `/admin/members/${rosalindaId}/deactivate`, { headers: admin });
    expect(left.status).toBe(200);
    before = await clubFigures();
    expect(await eventsInClear(gw.db)).toEqual([]);
  });

  it('refuses in Spanish before the retention period is over, or for a member still in the club', async () => {
    const early = await call(gw.app, 'POST', `/admin/members/${rosalindaId}/forget`, {
      headers: admin,
      body: { reason: 'Pidió que se borren sus datos' },
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'RETENCION_VIGENTE' } });
    expect(early.body.error).toContain('se conservan 5 años después de la baja');
    now = new Date(realNow.getTime() + (5 * 366 + 1) * 24 * 3600 * 1000);
    const active = await call(gw.app, 'POST', '/admin/members/26/forget', {
      headers: admin,
      body: { reason: 'Prueba' },
    });
    expect(active).toMatchObject({
      status: 409,
      body: { code: 'SOCIO_SIN_BAJA', error: memberTexts.forgetNotLeft },
    });
    const noReason = await call(gw.app, 'POST', `/admin/members/${rosalindaId}/forget`, {
      headers: admin,
      body: { reason: '  ' },
    });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'MOTIVO_INVALIDO', field: 'reason' } });
    const unknown = await graphql(
      gw.app,
      'mutation { forgetMember(memberId: 9999, reason: "x") { ok code error } }',
      {},
      admin,
    );
    expect(unknown.body.data.forgetMember).toMatchObject({ ok: false, code: 'SOCIO_NO_ENCONTRADO' });
  });

  it('forgets her: the event with the reason, the placeholder in her row, and nothing of her anywhere', async () => {
    const forgotten = await graphql(
      gw.app,
      'mutation ($id: Int!) { forgetMember(memberId: $id, reason: "Pasó el plazo de conservación") { ok code error member { id name lastName mail cedula phone forgottenAt } } }',
      { id: rosalindaId },
      admin,
    );
    expect(forgotten.body.errors).toBeUndefined();
    expect(forgotten.body.data.forgetMember).toEqual({
      ok: true,
      code: null,
      error: null,
      member: {
        id: rosalindaId,
        name: 'Socio dado de baja',
        lastName: `#${rosalindaId}`,
        mail: `baja-${rosalindaId}@socios.invalid`,
        cedula: null,
        phone: null,
        forgottenAt: expect.any(String),
      },
    });
    const { rows: last } = await gw.db.query<{ type: string; payload: unknown }>(
      'select type, payload from events where stream_id = $1 order by version desc limit 1',
      [`member-${rosalindaId}`],
    );
    expect(last[0]).toEqual({
      type: 'MemberForgotten',
      payload: { memberId: rosalindaId, reason: 'Pasó el plazo de conservación' },
    });
    // The report of the closed month is rendered again at its next download, with the placeholder.
    const csvAfter = (await asAdmin('query ($m: String!) { monthReportCsv(month: $m) }', { m: month }))
      .monthReportCsv as string;
    const withoutHash = (csv: string) => csv.split('\r\n').slice(0, -2).join('\r\n');
    expect(withoutHash(csvAfter)).toBe(
      withoutHash(csvBefore).replace(
        '4.187.623-6;Rosalinda;Olvidadiza',
        `;Socio dado de baja;#${rosalindaId}`,
      ),
    );
    expect(await rowsHolding(gw.db, HER_DATA)).toEqual([]);
    expect(await eventsInClear(gw.db)).toEqual([]);
    const { rows: entries } = await gw.db.query<{ person_name: string }>(
      'select person_name from work_entries where member_id = $1',
      [rosalindaId],
    );
    expect(entries).toEqual([{ person_name: `Socio dado de baja #${rosalindaId}` }]);
  });

  it('leaves nothing of her in a backup taken afterwards (decrypted), which still holds the rest of the club', async () => {
    const work = mkdtempSync(join(tmpdir(), 'club-forget-backup-'));
    try {
      const key = backupKeyOf('la clave de las copias de esta prueba, de 32+');
      const schema = (await gw.db.query<{ schema: string }>('select current_schema() as schema')).rows[0]
        ?.schema;
      const source: BackupSource =
        gw.db.kind === 'postgres'
          ? { engine: 'postgres', databaseUrl: process.env.DATABASE_URL ?? '', schema }
          : { engine: 'pglite', db: gw.db };
      const text = await backupAsSql(await writeBackup(source, work, now, key), key);
      expect(text).toContain(demoAccounts.admin.mail);
      expect(HER_DATA.filter((mark) => text.toLowerCase().includes(mark.toLowerCase()))).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('shows her as “Socio dado de baja #N”, in the list and in her history, and refuses any further change', async () => {
    const page = await call(gw.app, 'GET', `/admin/members/${rosalindaId}`, { headers: admin });
    expect(page.body.member).toMatchObject({ name: 'Socio dado de baja', last_name: `#${rosalindaId}` });
    const history = page.body.history.map((entry: { description: string }) => entry.description);
    expect(history[0]).toBe('Datos personales olvidados; motivo: Pasó el plazo de conservación');
    expect(history).toContain('Datos cambiados: mail, teléfono');
    expect(history.at(-1)).toBe(`Alta de Socio dado de baja #${rosalindaId}`);
    const again = await call(gw.app, 'POST', `/admin/members/${rosalindaId}/forget`, {
      headers: admin,
      body: { reason: 'Otra vez' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'SOCIO_OLVIDADO' } });
    for (const change of [{ name: 'Vuelve' }, { trimmer: true }]) {
      const edit = await call(gw.app, 'PATCH', `/admin/members/${rosalindaId}`, {
        headers: admin,
        body: change,
      });
      expect(edit).toMatchObject({ status: 409, body: { code: 'SOCIO_OLVIDADO' } });
    }
    const back = await call(gw.app, 'POST', `/admin/members/${rosalindaId}/reactivate`, { headers: admin });
    expect(back).toMatchObject({ status: 409, body: { code: 'SOCIO_OLVIDADO' } });
    const login = await call(gw.app, 'POST', '/login', {
      body: { mail: NEW_MAIL, password: ROSALINDA.password },
    });
    expect(login.body.msg).toBe('Invalid Mail');
  });

  it('leaves the chain intact, replay equal and the club’s figures as they were', async () => {
    expect(await verifyChain(gw.db)).toMatchObject({ kind: 'intact' });
    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    expect(await clubFigures()).toEqual(before);
    expect(before.grams).toContainEqual({ member_id: rosalindaId, grams: 5, bills: 1 });
    expect(before.months).toHaveLength(1);
  });
});
