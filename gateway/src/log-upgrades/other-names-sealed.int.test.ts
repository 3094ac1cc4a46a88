import type { Database } from '@club/db/connection';
import { verifyChain } from '@club/db/event-chain/verify-chain';
import { append } from '@club/db/event-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_CLOSES_STREAM } from '../kernel/commands/open-months.ts';
import { openFor, type Sealed } from '../kernel/privacy/subject-keys.ts';
import { ENGINE, openOldRelease, payloads } from './old-release.fixture.ts';
import { sealPersonalDataInLog } from './public.ts';

// The names records other than a member's hold (who worked, who applied a treatment, a
// destruction's witness), written in clear by the release before, sealed by the start-up's
// conversion under their subjects (kernel/privacy/subjects.ts).

let db: Database;
let migrateAll: () => Promise<unknown>;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ db, migrateAll, close } = await openOldRelease());
});
afterEach(() => close());

/** An admin and a trimmer, and September closed, as the release before wrote them. */
async function writeMembersAndClose(): Promise<{ admin: number; member: number }> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [name, role] of [
      ['Lucía', 'admin'],
      ['Martina', 'member'],
    ] as const) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into members (name, last_name, mail, password_hash, role, trimmer)
         values ($1, 'Suárez Díaz', $2, 'x', $3, true) returning id`,
        [name, `${name.toLowerCase()}@example.uy`, role],
      );
      const memberId = Number(rows[0]?.id);
      const payload = {
        memberId,
        name,
        lastName: 'Suárez Díaz',
        mail: `${name}@example.uy`,
        role,
        trimmer: true,
      };
      await append(tx, `member-${memberId}`, 0, [{ type: 'MemberRegistered', payload }], 'seed');
      ids.push(memberId);
    }
    const [admin, member] = ids as [number, number];
    const close = {
      month: '2026-09',
      memberId: admin,
      products: [],
      hash: 'a'.repeat(64),
      events: 0,
      lastPosition: 0,
    };
    await append(tx, MONTH_CLOSES_STREAM, 0, [{ type: 'MonthClosed', payload: close }], `member-${admin}`);
    await append(
      tx,
      'product-8',
      0,
      [{ type: 'StockReceived', payload: { productId: 8, grams: 100, source: 'compra' } }],
      'seed',
    );
    await append(
      tx,
      'product-8',
      1,
      [{ type: 'StockAdjusted', payload: { productId: 8, grams: -2, reason: 'merma' } }],
      'seed',
    );
    return { admin, member };
  });
}

describe(`the old log's other names (${ENGINE})`, () => {
  it('seals the names other records hold, except a destruction in a month the close signed', async () => {
    const { admin, member } = await writeMembersAndClose();
    const destruction = (destructionId: string, date: string, witness: string) => ({
      destructionId,
      target: { kind: 'product', productId: 8 },
      productId: 8,
      grams: 1,
      reason: 'moho',
      method: 'compostado',
      witness,
      date,
    });
    await db.transaction(async (tx) => {
      const by = `member-${admin}`;
      const work = (workId: number, memberId: number | null, personName: string) => ({
        type: 'WorkRecorded',
        payload: {
          workId,
          type: 'thick',
          memberId,
          personName,
          date: '2026-10-02',
          startHour: '10:00',
          endHour: '12:00',
          hours: 2,
          createdBy: admin,
        },
      });
      await append(tx, 'work-1', 0, [work(1, member, 'Martina Suárez Díaz')], by);
      await append(tx, 'work-2', 0, [work(2, null, 'Julieta Rosas')], by);
      await append(
        tx,
        'treatment-1',
        0,
        [
          {
            type: 'TreatmentApplied',
            payload: {
              treatmentId: 1,
              product: 'Neem',
              activeIngredient: 'Azadiractina',
              dose: '5 ml/L',
              method: 'Pulverizador',
              appliedOn: '2026-10-03',
              appliedBy: 'Diego Silva',
              batchIds: [1],
            },
          },
        ],
        by,
      );
      await append(
        tx,
        'product-8',
        2,
        [
          { type: 'StockDestroyed', payload: destruction('d-cerrado', '2026-09-20', 'Testigo Firmado') },
          { type: 'StockDestroyed', payload: destruction('d-abierto', '2026-10-05', 'Marcelo Suárez') },
        ],
        by,
      );
      await append(
        tx,
        'batch-1',
        0,
        [
          {
            type: 'BatchWasteDestroyed',
            payload: {
              ...destruction('d-lote', '2026-09-21', 'Ana Testigo'),
              target: { kind: 'batch-waste', batchId: 1 },
              batchId: 1,
            },
          },
        ],
        by,
      );
    });
    await migrateAll();

    await sealPersonalDataInLog(db);

    const log = await payloads(db);
    const payloadOf = (type: string, key: string, value: unknown) =>
      log.find((event) => event.type === type && event.payload[key] === value)?.payload ?? {};
    const opened = (subject: string, sealed: unknown) => openFor<string>(db, subject, sealed as Sealed);
    expect(await opened(`member-${member}`, payloadOf('WorkRecorded', 'workId', 1).personName)).toBe(
      'Martina Suárez Díaz',
    );
    expect(await opened('work-2', payloadOf('WorkRecorded', 'workId', 2).personName)).toBe('Julieta Rosas');
    expect(await opened('treatment-1', payloadOf('TreatmentApplied', 'treatmentId', 1).appliedBy)).toBe(
      'Diego Silva',
    );
    expect(
      await opened(
        'destruction-d-abierto',
        payloadOf('StockDestroyed', 'destructionId', 'd-abierto').witness,
      ),
    ).toBe('Marcelo Suárez');
    expect(
      await opened('destruction-d-lote', payloadOf('BatchWasteDestroyed', 'destructionId', 'd-lote').witness),
    ).toBe('Ana Testigo');
    // September was closed: its stock events are as the RT signed them (decision 030).
    expect(payloadOf('StockDestroyed', 'destructionId', 'd-cerrado').witness).toBe('Testigo Firmado');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from events e
        where e::text ~ '(Julieta Rosas|Diego Silva|Marcelo Suárez|Ana Testigo|Martina Suárez Díaz)'`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await verifyChain(db)).toMatchObject({ kind: 'intact' });
    expect(await sealPersonalDataInLog(db)).toBeNull();
  });
});
