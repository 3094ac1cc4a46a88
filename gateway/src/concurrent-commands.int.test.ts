import { readStream } from '@club/db/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  MEMBER_ID,
  startAdminTestGateway,
  stockOf,
  TUESDAY,
} from '../test-support/admin-gateway.ts';
import { type IssueBillState, issueBillDecider } from './bills/public.ts';
import { recordExpenseDecider } from './expenses/public.ts';
import { runCommand } from './kernel/commands/pipeline.ts';
import { serverOrigin } from './kernel/http/request-origin.ts';
import { deactivateMember, findMemberState } from './members/public.ts';
import { recordHandover } from './orders/public.ts';
import { replayReadModels } from './replay/public.ts';
import { adjustStock, lockStock } from './stock/public.ts';
import { sendTaskReportDecider, taskChecklists } from './tasks/public.ts';
import { addWork, deleteWork } from './work/public.ts';

// For each stream type, two commands at once on one stream: exactly one wins. On PostgreSQL they
// really run at once (nothing locks the stream: the loser's append conflicts, it runs again and
// the decision refuses it); on PGlite, whose one connection runs transactions one after another,
// the second sees the first's change and the decision refuses it. Either way the log gets one
// event, and the read models still equal the log.

let gw: AdminTestGateway;
beforeAll(async () => {
  gw = await startAdminTestGateway();
});
afterAll(() => gw?.close());

const ROUNDS = 4;

type Answer = { ok: boolean; error?: { code: string } };

/** Exactly one of the two answers is ok; the other is refused with one of `codes`. */
function expectOneWinner(answers: Answer[], codes: string[]) {
  expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
  const loser = answers.find((answer) => !answer.ok);
  expect(codes).toContain(loser?.error?.code);
}

const typesOf = async (stream: string) => (await readStream(gw.db, stream)).map((event) => event.type);

describe('two commands at once on one stream', () => {
  it('order: two handovers of one order record one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await gw.placeOrder(gw.memberToken, {
        date: TUESDAY,
        time: '17:00',
        lines: { kief: 5 },
      });
      const answers = await Promise.all([
        recordHandover(gw.db, ADMIN_ID, orderId, 'delivered'),
        recordHandover(gw.db, ADMIN_ID, orderId, 'not_collected'),
      ]);
      expectOneWinner(answers, ['YA_ENTREGADO', 'YA_NO_RETIRADO']);
      const types = await typesOf(`order-${orderId}`);
      expect(types).toHaveLength(2);
      expect(types[0]).toBe('OrderPlaced');
    }
  });

  it('product: two corrections that each fit but not together leave stock at or above 0', async () => {
    const product = 7;
    for (let round = 0; round < ROUNDS; round++) {
      const { grams } = await stockOf(gw.db, product);
      await adjustStock(gw.db, ADMIN_ID, product, { grams: 100 - grams, reason: 'Recuento' });
      const answers = await Promise.all([
        adjustStock(gw.db, ADMIN_ID, product, { grams: -60, reason: 'Merma' }),
        adjustStock(gw.db, ADMIN_ID, product, { grams: -60, reason: 'Merma' }),
      ]);
      expectOneWinner(answers, ['STOCK_NEGATIVO']);
      expect((await stockOf(gw.db, product)).grams).toBe(40);
    }
  });

  it('member: two deactivations of one member record one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const member = await gw.newMember();
      const answers = await Promise.all([
        deactivateMember(gw.db, ADMIN_ID, member.id, { now: new Date(), origin: serverOrigin('test') }),
        deactivateMember(gw.db, ADMIN_ID, member.id, { now: new Date(), origin: serverOrigin('test') }),
      ]);
      expectOneWinner(answers, ['YA_INACTIVO']);
      expect(await typesOf(`member-${member.id}`)).toEqual(['MemberRegistered', 'MemberDeactivated']);
    }
  });

  it('work: two deletions of one entry delete it once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const added = await addWork(gw.db, ADMIN_ID, {
        harvest_type: 'thick_harvest',
        nosocio_name: `Ayudante ${round}`,
        start_hour: '14:00',
        end_hour: '15:30',
        date: '2024-09-02',
      });
      if (!added.ok) throw new Error(added.error.message);
      const answers = await Promise.all([
        deleteWork(gw.db, ADMIN_ID, added.work.id),
        deleteWork(gw.db, ADMIN_ID, added.work.id),
      ]);
      expectOneWinner(answers, ['TRABAJO_NO_ENCONTRADO']);
      expect(await typesOf(`work-${added.work.id}`)).toEqual(['WorkRecorded', 'WorkDeleted']);
    }
  });

  // Streams a command creates (order placed, bill, expense, task report) have a new id each, so
  // two commands meet on one only when the same creation is sent twice: the second to append
  // finds the stream no longer at version 0, every run, and is refused.
  it('bill, expense and task report: the same creation twice at once is recorded once', async () => {
    const billId = '00000000-0000-4000-8000-0000000b1001';
    const bill = () =>
      runCommand(gw.db, {
        actor: `member-${ADMIN_ID}`,
        async load(tx) {
          const stock = await lockStock(tx, { keys: ['despink'] });
          const member = await findMemberState(tx, MEMBER_ID);
          const state: IssueBillState = {
            ...issueBillDecider.initialState(),
            members: new Map(member ? [[member.id, member]] : []),
            stock,
          };
          return { state, stream: `bill-${billId}`, version: 0 };
        },
        decide: (state) =>
          issueBillDecider.decide(
            {
              billId,
              today: '2024-09-02',
              socio_id: MEMBER_ID,
              date: '2024-09-02',
              species: [{ product: 'despink', amount: 5 }],
            },
            state,
          ),
        async project() {},
      });
    expectOneWinner(await Promise.all([bill(), bill()]), ['CAMBIO_CONCURRENTE']);
    expect(await typesOf(`bill-${billId}`)).toEqual(['BillIssued']);

    const expenseId = '00000000-0000-4000-8000-00000000e001';
    const expense = () =>
      runCommand(gw.db, {
        actor: `member-${ADMIN_ID}`,
        load: async () => ({
          state: recordExpenseDecider.initialState(),
          stream: `expense-${expenseId}`,
          version: 0,
        }),
        decide: (state) =>
          recordExpenseDecider.decide(
            {
              expenseId,
              memberId: ADMIN_ID,
              input: { expense: 'UTE', amount: 900, comment: 'luz', date: '2024-09-01' },
              hostedUser: null,
              file: null,
            },
            state,
          ),
        project: async () => {},
      });
    expectOneWinner(await Promise.all([expense(), expense()]), ['CAMBIO_CONCURRENTE']);
    expect(await typesOf(`expense-${expenseId}`)).toEqual(['ExpenseRecorded']);

    const checklists = await taskChecklists(gw.db);
    const task = checklists[0]?.tasks[0] ?? '';
    const report = () =>
      runCommand(gw.db, {
        actor: `member-${ADMIN_ID}`,
        load: async () => ({ state: null, stream: 'task-report-900001', version: 0 }),
        decide: () =>
          sendTaskReportDecider.decide(
            {
              draft: { date: '2024-09-02', workdone: { [checklists[0]?.key ?? 'floracion']: [task] } },
              reportId: 900001,
              memberId: ADMIN_ID,
              checklists,
            },
            null,
          ),
        project: async () => {},
      });
    expectOneWinner(await Promise.all([report(), report()]), ['CAMBIO_CONCURRENTE']);
    expect(await typesOf('task-report-900001')).toEqual(['TaskReportSent']);
  });

  it('leaves read models that a replay of the log rebuilds equal', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.filter((table) => !table.equal).map((table) => table.table)).toEqual([]);
    expect(report.equal).toBe(true);
  });
});
