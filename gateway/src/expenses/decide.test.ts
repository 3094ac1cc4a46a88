import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { monthInWords } from '../kernel/commands/open-months.ts';
import { attachReceiptCommand } from './commands.ts';
import {
  type AttachReceipt,
  attachReceiptDecider,
  type RecordExpense,
  recordExpenseDecider,
  type StoredReceipt,
} from './decide.ts';
import type { ExpenseEvent } from './events.ts';

// Given the expense's stream, When the admin attaches a receipt uploaded from Ver Gastos (with the
// file at the path and the admin's hosted account the command read), Then ExpenseReceiptAttached
// with the file's size and SHA-256, or why not.

const spec = deciderSpec(attachReceiptDecider);

const EXPENSE = 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';
const ADMIN_ID = 1;
/** The admin's own hosted account, and another one. */
const MINE = '0b6f3c1e-8d2a-4f7b-9c3d-2e1f0a9b8c7d';
const THEIRS = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const SHA = 'a'.repeat(64);
const folder = (user = MINE) => `${user}/Ferretería/09-2024`;
const added = `${folder()}/${EXPENSE}-pagina-2.png`;

const recorded: ExpenseEvent = {
  type: 'ExpenseRecorded',
  payload: {
    expenseId: EXPENSE,
    category: 'Ferretería',
    amount: 1500,
    comment: 'tornillos',
    date: '2024-09-03',
    receipt: `${folder()}/factura.png`,
    receiptFile: { size: 10, sha256: 'b'.repeat(64) },
    createdBy: ADMIN_ID,
  },
};

const free = (owner = MINE): StoredReceipt => ({ owner, size: 2048, sha256: SHA });

const attach = (over: Partial<AttachReceipt> = {}): AttachReceipt => ({
  expenseId: EXPENSE,
  path: added,
  memberId: ADMIN_ID,
  hostedUser: MINE,
  file: free(),
  ...over,
});

describe('attachReceiptDecider', () => {
  it("Given a recorded expense and the admin's free upload in its folder, When attached, Then ExpenseReceiptAttached with its size and SHA-256", () => {
    spec
      .given(recorded)
      .when(attach())
      .thenDecides({
        type: 'ExpenseReceiptAttached',
        payload: {
          expenseId: EXPENSE,
          receipt: added,
          receiptFile: { size: 2048, sha256: SHA },
          attachedBy: ADMIN_ID,
        },
      });
  });

  it('Given a receipt already attached, When another is attached, Then it is accepted and the expense lists both after the recorded one', () => {
    const first: ExpenseEvent = {
      type: 'ExpenseReceiptAttached',
      payload: {
        expenseId: EXPENSE,
        receipt: added,
        receiptFile: { size: 1, sha256: SHA },
        attachedBy: ADMIN_ID,
      },
    };
    const second = `${folder()}/${EXPENSE}-pagina-3.png`;
    expect(spec.given(recorded, first).when(attach({ path: second })).decision).toMatchObject({ ok: true });
    const state = [recorded, first].reduce(attachReceiptDecider.evolve, attachReceiptDecider.initialState());
    expect(state.expenses.get(EXPENSE)?.receipts).toEqual([`${folder()}/factura.png`, added]);
  });

  it('Given no such expense, When a receipt is attached to it, Then GASTO_NO_ENCONTRADO', () => {
    spec
      .given()
      .when(attach())
      .thenRefuses({ code: 'GASTO_NO_ENCONTRADO', message: 'No encontramos ese gasto' });
  });

  it.each([
    ['another category', `${MINE}/Varios/09-2024/${EXPENSE}-x.png`],
    ['another month', `${MINE}/Ferretería/10-2024/${EXPENSE}-x.png`],
    ['a name without the expense (an upload of the expense form)', `${folder()}/factura-nueva.png`],
    ['no receipt path at all', '../../etc/passwd'],
  ])("Given the admin's file in %s, When attached, Then RECIBO_INVALIDO", (_where, path) => {
    expect(spec.given(recorded).when(attach({ path })).decision).toEqual({
      ok: false,
      error: {
        code: 'RECIBO_INVALIDO',
        message:
          'Ese archivo no está en la carpeta de recibos de este gasto: agregá el recibo desde Ver Gastos',
      },
    });
  });

  it('Given nothing stored at the path, When attached, Then RECIBO_NO_SUBIDO', () => {
    spec
      .given(recorded)
      .when(attach({ file: null }))
      .thenRefuses({ code: 'RECIBO_NO_SUBIDO', message: 'El recibo no quedó subido: elegilo de nuevo' });
  });

  it("Given another account's upload, in its folder or in the admin's, When attached, Then RECIBO_AJENO", () => {
    const inTheirFolder = `${folder(THEIRS)}/${EXPENSE}-x.png`;
    const given = spec.given(recorded);
    given.when(attach({ file: free(THEIRS), path: inTheirFolder })).thenRefuses('RECIBO_AJENO');
    given.when(attach({ file: free(THEIRS) })).thenRefuses('RECIBO_AJENO');
    // The admin's own file, but the path names another account's folder.
    given.when(attach({ path: inTheirFolder })).thenRefuses('RECIBO_AJENO');
    // An admin without a hosted account owns no file.
    given.when(attach({ hostedUser: null })).thenRefuses('RECIBO_AJENO');
  });

  it('Given a file some expense already holds, When attached, Then RECIBO_USADO', () => {
    const attached: ExpenseEvent = {
      type: 'ExpenseReceiptAttached',
      payload: {
        expenseId: EXPENSE,
        receipt: added,
        receiptFile: { size: 1, sha256: SHA },
        attachedBy: ADMIN_ID,
      },
    };
    expect(spec.given(recorded, attached).when(attach()).decision).toEqual({
      ok: false,
      error: { code: 'RECIBO_USADO', message: 'Ese archivo ya es un recibo registrado: elegí otro' },
    });
  });

  it("Given the expense's month is closed, When a receipt is attached, Then MES_CERRADO, before anything else", () => {
    const facts = attachReceiptDecider.evolve(attachReceiptDecider.initialState(), recorded);
    const read = { facts, hostedUser: MINE, file: free() };
    const command = attachReceiptCommand(
      ADMIN_ID,
      { expenseId: EXPENSE, path: added },
      { uploadsDir: '/nada' },
    );
    expect(command.decide({ inner: read, closed: '2024-09' })).toEqual({
      ok: false,
      error: {
        code: 'MES_CERRADO',
        message: `El mes de ${monthInWords('2024-09')} está cerrado: registrá la corrección en un mes abierto.`,
      },
    });
    expect(command.decide({ inner: { ...read, file: null }, closed: '2024-12' })).toMatchObject({
      error: { code: 'MES_CERRADO' },
    });
    // A later month closed is no obstacle; an earlier one neither.
    expect(command.decide({ inner: read, closed: '2024-08' })).toMatchObject({ ok: true });
    expect(command.decide({ inner: read, closed: null })).toMatchObject({ ok: true });
  });
});

// Given the receipts some expense already holds, When the admin records an expense (with the file
// at its receipt's path and the admin's hosted account the command read), Then ExpenseRecorded
// with the receipt's size and SHA-256, or why not.

const NEW_EXPENSE = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const receipt = `${folder()}/factura-nueva.png`;

const record = (over: Partial<RecordExpense> = {}): RecordExpense => ({
  expenseId: NEW_EXPENSE,
  memberId: ADMIN_ID,
  input: { expense: 'Ferretería', amount: 1500, comment: ' tornillos ', date: '2024-09-03', receipt },
  hostedUser: MINE,
  file: free(),
  ...over,
});

const recordSpec = deciderSpec(recordExpenseDecider);

describe('recordExpenseDecider', () => {
  it("Given the admin's free upload, When the expense is recorded, Then ExpenseRecorded with the receipt's size and SHA-256", () => {
    recordSpec
      .given(recorded)
      .when(record())
      .thenDecides({
        type: 'ExpenseRecorded',
        payload: {
          expenseId: NEW_EXPENSE,
          category: 'Ferretería',
          amount: 1500,
          comment: 'tornillos',
          date: '2024-09-03',
          receipt,
          receiptFile: { size: 2048, sha256: SHA },
          createdBy: ADMIN_ID,
        },
      });
  });

  it('Given nothing, When an expense without a receipt is recorded, Then ExpenseRecorded with no file', () => {
    recordSpec
      .given()
      .when(
        record({ input: { expense: 'UTE', amount: 900, date: '2024-09-01' }, file: null, hostedUser: null }),
      )
      .thenDecides({
        type: 'ExpenseRecorded',
        payload: {
          expenseId: NEW_EXPENSE,
          category: 'UTE',
          amount: 900,
          comment: '',
          date: '2024-09-01',
          receipt: null,
          createdBy: ADMIN_ID,
        },
      });
  });

  it.each([
    ['no category', { expense: '' }, 'FALTA_GASTO', 'Debe elegir un gasto'],
    ['no amount', { amount: 0 }, 'FALTA_IMPORTE', 'Debe ingresar un importe'],
    ['a receipt of another category', { expense: 'Varios' }, 'RECIBO_INVALIDO', undefined],
  ] as const)(
    'Given nothing, When the expense has %s, Then it is refused',
    (_name, change, code, message) => {
      recordSpec
        .given()
        .when(record({ input: { ...record().input, ...change } }))
        .thenRefuses(message ? { code, message } : code);
    },
  );

  it('Given nothing stored at the path, When recorded, Then RECIBO_NO_SUBIDO', () => {
    recordSpec
      .given()
      .when(record({ file: null }))
      .thenRefuses({
        code: 'RECIBO_NO_SUBIDO',
        message: 'La foto de la factura no está subida: vuelva a elegirla y suba el gasto de nuevo',
      });
  });

  it("Given another account's upload, or an admin without a hosted account, When recorded, Then RECIBO_AJENO", () => {
    const message = 'La foto de la factura la subió otra cuenta: elegila de nuevo y volvé a subir el gasto';
    recordSpec
      .given()
      .when(record({ file: free(THEIRS) }))
      .thenRefuses({ code: 'RECIBO_AJENO', message });
    recordSpec
      .given()
      .when(record({ hostedUser: null }))
      .thenRefuses({ code: 'RECIBO_AJENO', message });
  });

  it('Given an expense that holds the file, When another expense records it, Then RECIBO_USADO', () => {
    recordSpec
      .given(recorded)
      .when(record({ input: { ...record().input, receipt: `${folder()}/factura.png` } }))
      .thenRefuses({
        code: 'RECIBO_USADO',
        message: 'Esa foto ya es el recibo de otro gasto: elegí la foto de esta factura',
      });
  });
});
