import { describe, expect, it } from 'vitest';
import { monthInWords } from '../kernel/commands/open-months.ts';
import { attachReceiptCommand } from './attach-receipt-command.ts';
import {
  type AttachReceiptState,
  decideAttachReceipt,
  type ExpenseState,
  evolveExpense,
  type StoredReceipt,
} from './attach-receipt-decide.ts';
import type { ExpenseEvent } from './expense-events.ts';

// Given the expense's stream, the file at the path and the admin's hosted account, When the admin
// attaches a receipt uploaded from Ver Gastos, Then ExpenseReceiptAttached with the file's size and
// SHA-256, or why not.

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

const free = (owner = MINE): StoredReceipt => ({ owner, heldBy: null, size: 2048, sha256: SHA });

function given(
  events: ExpenseEvent[],
  { file = free(), hostedUser = MINE }: { file?: StoredReceipt | null; hostedUser?: string | null } = {},
): AttachReceiptState {
  const expense = events.reduce<ExpenseState | undefined>(evolveExpense, undefined);
  return { expense, hostedUser, file };
}

const when = (state: AttachReceiptState, path = added) =>
  decideAttachReceipt({ path, memberId: ADMIN_ID }, state);

describe('decideAttachReceipt', () => {
  it("Given a recorded expense and the admin's free upload in its folder, When attached, Then ExpenseReceiptAttached with its size and SHA-256", () => {
    expect(when(given([recorded]))).toEqual({
      ok: true,
      events: [
        {
          type: 'ExpenseReceiptAttached',
          payload: {
            expenseId: EXPENSE,
            receipt: added,
            receiptFile: { size: 2048, sha256: SHA },
            attachedBy: ADMIN_ID,
          },
        },
      ],
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
    expect(when(given([recorded, first]), second)).toMatchObject({ ok: true });
    expect(given([recorded, first]).expense?.receipts).toEqual([`${folder()}/factura.png`, added]);
  });

  it('Given no such expense, When a receipt is attached to it, Then GASTO_NO_ENCONTRADO', () => {
    expect(when(given([]))).toEqual({
      ok: false,
      error: { code: 'GASTO_NO_ENCONTRADO', message: 'No encontramos ese gasto' },
    });
  });

  it.each([
    ['another category', `${MINE}/Varios/09-2024/${EXPENSE}-x.png`],
    ['another month', `${MINE}/Ferretería/10-2024/${EXPENSE}-x.png`],
    ['a name without the expense (an upload of the expense form)', `${folder()}/factura-nueva.png`],
    ['no receipt path at all', '../../etc/passwd'],
  ])("Given the admin's file in %s, When attached, Then RECIBO_INVALIDO", (_where, path) => {
    expect(when(given([recorded]), path)).toEqual({
      ok: false,
      error: {
        code: 'RECIBO_INVALIDO',
        message:
          'Ese archivo no está en la carpeta de recibos de este gasto: agregá el recibo desde Ver Gastos',
      },
    });
  });

  it('Given nothing stored at the path, When attached, Then RECIBO_NO_SUBIDO', () => {
    expect(when(given([recorded], { file: null }))).toMatchObject({
      ok: false,
      error: { code: 'RECIBO_NO_SUBIDO', message: 'El recibo no quedó subido: elegilo de nuevo' },
    });
  });

  it("Given another account's upload, in its folder or in the admin's, When attached, Then RECIBO_AJENO", () => {
    const refusedAs = { ok: false, error: { code: 'RECIBO_AJENO' } };
    const inTheirFolder = `${folder(THEIRS)}/${EXPENSE}-x.png`;
    expect(when(given([recorded], { file: free(THEIRS) }), inTheirFolder)).toMatchObject(refusedAs);
    expect(when(given([recorded], { file: free(THEIRS) }))).toMatchObject(refusedAs);
    // The admin's own file, but the path names another account's folder.
    expect(when(given([recorded]), inTheirFolder)).toMatchObject(refusedAs);
    // An admin without a hosted account owns no file.
    expect(when(given([recorded], { hostedUser: null }))).toMatchObject(refusedAs);
  });

  it('Given a file some expense already holds, When attached, Then RECIBO_USADO', () => {
    const held = { ...free(), heldBy: `expense-${EXPENSE}` };
    expect(when(given([recorded], { file: held }))).toEqual({
      ok: false,
      error: { code: 'RECIBO_USADO', message: 'Ese archivo ya es un recibo registrado: elegí otro' },
    });
  });

  it("Given the expense's month is closed, When a receipt is attached, Then MES_CERRADO, before anything else", () => {
    const command = attachReceiptCommand(
      ADMIN_ID,
      { expenseId: EXPENSE, path: added },
      { uploadsDir: '/nada' },
    );
    expect(command.decide({ inner: given([recorded]), closed: '2024-09' })).toEqual({
      ok: false,
      error: {
        code: 'MES_CERRADO',
        message: `El mes de ${monthInWords('2024-09')} está cerrado: registrá la corrección en un mes abierto.`,
      },
    });
    expect(command.decide({ inner: given([recorded], { file: null }), closed: '2024-12' })).toMatchObject({
      error: { code: 'MES_CERRADO' },
    });
    // A later month closed is no obstacle; an earlier one neither.
    expect(command.decide({ inner: given([recorded]), closed: '2024-08' })).toMatchObject({ ok: true });
    expect(command.decide({ inner: given([recorded]), closed: null })).toMatchObject({ ok: true });
  });
});
