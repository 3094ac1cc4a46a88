import type { Sql } from '@club/db/connection';
import { readStream } from '@club/db/event-store';
import { RECEIPTS_BUCKET } from '@club/domain/expenses';
import { objectFingerprint } from '@club/hosted/storage/storage-service';
import { asClubEvent, isStreamEvent, unhandledEvent } from '../kernel/events/club-event.ts';
import { type ExpenseEvent, expenseStream, type ReceiptFile } from './events.ts';
import type { ReceiptStore } from './queries.ts';

// Whether an expense's receipts are still the files recorded: the size and SHA-256 its events hold
// (ExpenseRecorded for the one recorded with it, ExpenseReceiptAttached for each added later; the
// log is append-only and hash-chained) against the bytes stored now. 'Ver Recibo' shows the
// answer beside each link.

/**
 * `matches`: the stored bytes are the recorded ones. `differs`: they are not. `missing`: no file at
 * that path any more. `unrecorded`: the expense was recorded before files were fingerprinted.
 */
export type ReceiptCheckStatus = 'matches' | 'differs' | 'missing' | 'unrecorded';

export interface ReceiptCheck {
  path: string;
  status: ReceiptCheckStatus;
  recordedSize: number | null;
  recordedSha256: string | null;
  size: number | null;
  sha256: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the log recorded of each receipt of the expense, in the order recorded. */
function recordedReceipts(
  events: readonly ExpenseEvent[],
): Array<{ path: string; file: ReceiptFile | null }> {
  return events.flatMap((event) => {
    switch (event.type) {
      case 'ExpenseRecorded':
        return event.payload.receipt === null
          ? []
          : [{ path: event.payload.receipt, file: event.payload.receiptFile ?? null }];
      case 'ExpenseReceiptAttached':
        return [{ path: event.payload.receipt, file: event.payload.receiptFile }];
      default:
        return unhandledEvent(event);
    }
  });
}

/** The recorded receipts of expense `expenseId` checked against storage; none for an unknown expense. */
export async function checkReceipts(
  sql: Sql,
  store: ReceiptStore,
  expenseId: string,
): Promise<ReceiptCheck[]> {
  if (!UUID.test(expenseId)) return [];
  const logged = await readStream(sql, expenseStream(expenseId.toLowerCase()));
  const events = logged.map(asClubEvent).filter((event) => isStreamEvent(event, 'expense'));
  const recorded = recordedReceipts(events);
  return Promise.all(
    recorded.map(async ({ path, file }) => {
      const stored = await objectFingerprint(sql, store.uploadsDir, RECEIPTS_BUCKET, path);
      const status: ReceiptCheckStatus =
        stored === null
          ? 'missing'
          : file === null
            ? 'unrecorded'
            : stored.size === file.size && stored.sha256 === file.sha256
              ? 'matches'
              : 'differs';
      return {
        path,
        status,
        recordedSize: file?.size ?? null,
        recordedSha256: file?.sha256 ?? null,
        size: stored?.size ?? null,
        sha256: stored?.sha256 ?? null,
      };
    }),
  );
}
