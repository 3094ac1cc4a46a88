import { texts } from '@club/domain/texts';

// Spec §2 "Expense", word for word; the rest ours. The checks' messages (§5, §8) are the shared
// ones in domain/src/texts.ts, which the gateway uses too.
export const expenseTexts = {
  title: 'Gastos',
  expense: 'Gasto',
  chooseExpense: 'Elegir gasto',
  amount: 'Importe',
  comment: 'Comentario',
  date: 'Fecha',
  receipt: 'Foto de la factura',
  receiptHint: 'Imagen o PDF, hasta 10 MB.',
  submit: 'Subir',
  sending: 'Subiendo...',
  uploadError: texts.expenses.uploadError,
  added: 'Gasto agregado',
  commentCount: '{N}/250',
  signedInAs: 'Archivos como {email}',
} as const;
