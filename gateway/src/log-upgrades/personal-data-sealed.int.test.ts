import type { Database, Sql } from '@club/db/connection';
import { chainMessage, verifyChain } from '@club/db/event-chain/verify-chain';
import { append } from '@club/db/event-store';
import type { PersonalData } from '@club/domain/person';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_CLOSES_STREAM } from '../kernel/commands/open-months.ts';
import { openFor, type Sealed } from '../kernel/privacy/subject-keys.ts';
import { readCloses } from '../month-close/public.ts';
import { ENGINE, openOldRelease, payloads } from './old-release.fixture.ts';
import { sealPersonalDataInLog } from './public.ts';

// A club's log written by the release before personal data was sealed (names and mails in clear
// in the member events, the signer's name in MonthClosed), on a database migrated up to that
// release, then migrated and converted as the gateway's start-up does: on PGlite, and with
// DATABASE_URL on PostgreSQL (a schema of its own).

const PEOPLE = [
  { name: 'Lucía', lastName: 'Pereira', mail: 'lucia.pereira@example.uy', role: 'admin' },
  { name: 'Martín', lastName: 'Suárez', mail: 'martin.suarez@example.uy', role: 'member' },
  { name: 'Ñandú', lastName: "O'Neill", mail: 'nandu@example.uy', role: 'member' },
] as const;
const RENAMED = { name: 'Martina', lastName: 'Suárez Díaz', mail: 'martina@example.uy' };

let db: Database;
/** The rest of the migrations, as the new release's start-up runs them. */
let migrateAll: () => Promise<unknown>;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ db, migrateAll, close } = await openOldRelease());
});
afterEach(() => close());

/** As the previous release's members and month-close commands wrote them. */
async function writeOldLog(): Promise<number[]> {
  const ids: number[] = [];
  for (const person of PEOPLE) {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into members (name, last_name, mail, password_hash, role, trimmer)
         values ($1, $2, $3, 'x', $4, false) returning id`,
        [person.name, person.lastName, person.mail, person.role],
      );
      const memberId = Number(rows[0]?.id);
      await append(
        tx,
        `member-${memberId}`,
        0,
        [
          {
            type: 'MemberRegistered',
            payload: {
              memberId,
              name: person.name,
              lastName: person.lastName,
              mail: person.mail,
              role: person.role,
              trimmer: false,
            },
          },
        ],
        'seed',
      );
      return memberId;
    });
    ids.push(id);
  }
  const [admin, member] = ids as [number, number, number];
  await db.transaction(async (tx) => {
    await append(
      tx,
      'product-8',
      0,
      [{ type: 'StockReceived', payload: { productId: 8, grams: 100, source: 'compra' } }],
      `member-${admin}`,
    );
    await tx.query('update members set name = $1, last_name = $2, mail = $3 where id = $4', [
      RENAMED.name,
      RENAMED.lastName,
      RENAMED.mail,
      member,
    ]);
    const before = PEOPLE[1];
    await append(
      tx,
      `member-${member}`,
      1,
      [
        {
          type: 'MemberUpdated',
          payload: {
            memberId: member,
            ...RENAMED,
            previous: { name: before.name, lastName: before.lastName, mail: before.mail },
          },
        },
        { type: 'TrimmerFlagSet', payload: { memberId: member, trimmer: true } },
      ],
      `member-${admin}`,
    );
    await append(
      tx,
      MONTH_CLOSES_STREAM,
      0,
      [
        {
          type: 'MonthClosed',
          payload: {
            month: '2026-09',
            memberId: admin,
            signedBy: 'Lucía Pereira',
            products: [],
            hash: 'a'.repeat(64),
            events: 1,
            lastPosition: 4,
          },
        },
      ],
      `member-${admin}`,
    );
    await append(
      tx,
      'product-8',
      1,
      [{ type: 'StockAdjusted', payload: { productId: 8, grams: -2, reason: 'merma' } }],
      `member-${admin}`,
    );
  });
  return ids;
}

/** Every text a person could be found by, searched for in the whole events table as text. */
async function clearTextHits(sql: Sql): Promise<string[]> {
  const needles = [...PEOPLE, RENAMED].flatMap((person) => [person.name, person.lastName, person.mail]);
  const hits: string[] = [];
  for (const needle of needles) {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from events e where position(lower($1) in lower(e::text)) > 0`,
      [needle],
    );
    if (Number(rows[0]?.n) > 0) hits.push(needle);
  }
  return hits;
}

async function hashes(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ h: string }>(
    `select encode(hash, 'hex') as h from events order by position`,
  );
  return rows.map((row) => row.h);
}

describe(`the old log's conversion (${ENGINE})`, () => {
  it('seals every member’s personal data with their own key, drops the signer’s name, re-chains and records the old head', async () => {
    const [admin, member, third] = (await writeOldLog()) as [number, number, number];
    await migrateAll();
    const before = await verifyChain(db);
    expect(before).toMatchObject({ kind: 'intact', events: 8, rewrites: [] });
    expect(await clearTextHits(db)).not.toEqual([]);
    const oldHead = before.kind === 'intact' ? before.head : { position: 0, hash: '' };
    const oldHashes = await hashes(db);

    const record = await sealPersonalDataInLog(db);

    expect(record).toMatchObject({
      eventsRewritten: 5,
      headPosition: oldHead.position,
      oldHeadHash: oldHead.hash,
    });
    // No name, last name or mail of anyone, before or after a change, anywhere in the log.
    expect(await clearTextHits(db)).toEqual([]);
    const after = await verifyChain(db);
    expect(after).toMatchObject({
      kind: 'intact',
      events: 8,
      head: { position: oldHead.position, hash: record?.newHeadHash },
      rewrites: [record],
    });
    expect(record?.newHeadHash).not.toBe(oldHead.hash);
    // The chain before the first rewritten event is untouched; from it on, every hash moved.
    const newHashes = await hashes(db);
    expect(newHashes[0]).not.toBe(oldHashes[0]);
    expect(chainMessage(after)).toMatch(
      new RegExp(
        `\\nReescritura ${record?.id} del \\d{4}-\\d{2}-\\d{2} \\(datos personales fuera del log en claro: .+\\): 5 eventos desde la posición ${record?.firstPosition}; la cabeza en la posición ${oldHead.position} pasó de ${oldHead.hash} a ${record?.newHeadHash}\\.$`,
      ),
    );

    // The new shapes, each opened with its member's key.
    const log = await payloads(db);
    expect(log.map((event) => [event.type, Object.keys(event.payload).sort()])).toEqual([
      ['MemberRegistered', ['memberId', 'personal', 'role', 'trimmer']],
      ['MemberRegistered', ['memberId', 'personal', 'role', 'trimmer']],
      ['MemberRegistered', ['memberId', 'personal', 'role', 'trimmer']],
      ['StockReceived', ['grams', 'productId', 'source']],
      ['MemberUpdated', ['changed', 'memberId', 'personal', 'previous']],
      ['TrimmerFlagSet', ['memberId', 'trimmer']],
      ['MonthClosed', ['events', 'hash', 'lastPosition', 'memberId', 'month', 'products']],
      ['StockAdjusted', ['grams', 'productId', 'reason']],
    ]);
    const none = { cedula: null, birthDate: null, residency: null, phone: null };
    const open = (memberId: number, sealed: unknown) =>
      openFor<PersonalData>(db, `member-${memberId}`, sealed as Sealed);
    const registered = log.filter((event) => event.type === 'MemberRegistered');
    for (const [index, id] of [admin, member, third].entries()) {
      const { name, lastName, mail, role } = PEOPLE[index] ?? PEOPLE[0];
      expect(registered[index]?.payload).toMatchObject({ memberId: id, role, trimmer: false });
      expect(await open(id, registered[index]?.payload.personal)).toEqual({ name, lastName, mail, ...none });
    }
    // Sealed for one member, it does not open as another's.
    await expect(open(admin, registered[1]?.payload.personal)).rejects.toThrow();
    const updated = log.find((event) => event.type === 'MemberUpdated')?.payload ?? {};
    expect(updated).toMatchObject({ memberId: member, changed: ['name', 'lastName', 'mail'] });
    expect(await open(member, updated.personal)).toEqual({ ...RENAMED, ...none });
    const was = PEOPLE[1];
    expect(await open(member, updated.previous)).toEqual({
      name: was.name,
      lastName: was.lastName,
      mail: was.mail,
      ...none,
    });
    // The close names its signer by id; screens and documents read the name from members.
    const [closed] = await readCloses(db);
    expect(closed).toMatchObject({ month: '2026-09', memberId: admin, signedBy: 'Lucía Pereira' });

    // Once is all: a second run finds nothing, records nothing, changes no hash.
    const converted = await hashes(db);
    expect(await sealPersonalDataInLog(db)).toBeNull();
    expect(await hashes(db)).toEqual(converted);
    expect(await verifyChain(db)).toEqual(after);

    // The log goes on from the new head.
    await db.transaction((tx) =>
      append(
        tx,
        'product-8',
        2,
        [{ type: 'StockAdjusted', payload: { productId: 8, grams: -1, reason: 'x' } }],
        'seed',
      ),
    );
    expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: 9, rewrites: [record] });
  });

  it('leaves a log with nothing in clear as it is, and records nothing', async () => {
    await migrateAll();
    await db.transaction((tx) =>
      append(tx, 'product-8', 0, [{ type: 'StockReceived', payload: { productId: 8, grams: 5 } }], 'seed'),
    );
    const before = await verifyChain(db);
    expect(await sealPersonalDataInLog(db)).toBeNull();
    expect(await verifyChain(db)).toEqual(before);
    expect(before).toMatchObject({ kind: 'intact', events: 1, rewrites: [] });
  });

  it('a later rewrite that recorded nothing (every hash and the head recomputed) is named by db:verify', async () => {
    await writeOldLog();
    await migrateAll();
    const first = await sealPersonalDataInLog(db);
    expect(first).not.toBeNull();
    // A superuser changes a payload, recomputes every hash and the head, and records nothing.
    await db.transaction(async (tx) => {
      await tx.exec('alter table events disable trigger events_no_update_delete');
      await tx.exec(`update events set payload = payload || '{"grams": 99}' where type = 'StockReceived'`);
      await tx.exec(`
        do $$
        declare event record; last_hash bytea := event_chain_genesis(); prev bytea;
        begin
          for event in select * from events order by position loop
            prev := last_hash;
            last_hash := sha256(prev || event_canonical(event.position, event.stream_id, event.version,
              event.type, event.payload, event.actor, event.occurred_at));
            update events set prev_hash = prev, hash = last_hash where position = event.position;
          end loop;
          update event_chain set hash = last_hash;
        end $$`);
      await tx.exec('alter table events enable trigger events_no_update_delete');
    });
    const report = await verifyChain(db);
    expect(report).toMatchObject({
      kind: 'broken',
      position: first?.headPosition,
      reason: expect.stringMatching(
        /^la reescritura 1 \(.+\) dejó la cabeza [0-9a-f]{64} en esa posición, pero la cadena tiene [0-9a-f]{64}/,
      ),
    });
  });
});
