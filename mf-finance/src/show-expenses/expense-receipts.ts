import {
  addedReceiptPath as addedPath,
  parseReceiptPath,
  RECEIPTS_BUCKET,
  receiptFolder,
} from '@club/domain/expenses';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ExpenseRow } from './show-expenses-documents.ts';

// An expense's receipts (spec §3, §7): the files of its folder {userId}/{expense}/{MM-YYYY} in
// bucket Bills, listed sorted by name from offset 0. That folder is shared by every expense of the
// same category and month, so a file is this expense's when the gateway recorded it with the
// expense, or when its name starts with the expense's id (how Ver Gastos names the ones it adds).
// See docs/decisions/024-several-receipts-per-expense.md.

export type ExpenseReceipts = Pick<ExpenseRow, 'id' | 'name' | 'date' | 'receipts'>;

/** How long a receipt's signed URL lives, and how often an open list renews them. */
export const SIGNED_URL_SECONDS = 300;
export const SIGNED_URL_RENEW_MS = 240_000;

/** The spec's listing: by name, ascending, from offset 0 (and room for a whole folder). */
export const LIST_OPTIONS = { offset: 0, limit: 1000, sortBy: { column: 'name', order: 'asc' } } as const;

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The folders to list: the one of the receipt recorded with the expense (its uploader's) and the
 * signed-in user's own, where they add receipts. The service lists only one's own folder, so
 * another admin's lists empty and their recorded receipt is still shown from the gateway's path.
 */
export function receiptFolders(expense: ExpenseReceipts, userId: string): string[] {
  const recorded = expense.receipts.filter((path) => parseReceiptPath(path) !== null).map(folderOf);
  return [...new Set([...recorded, receiptFolder(userId, expense.name, expense.date)])];
}

/** Whether `name`, a file of `folder`, is one of this expense's receipts. */
export function isReceiptOf(expense: ExpenseReceipts, folder: string, name: string): boolean {
  return name.startsWith(`${expense.id}-`) || expense.receipts.includes(`${folder}/${name}`);
}

/** Where Ver Gastos uploads one more receipt: the user's folder, named after the expense. */
export function addedReceiptPath(expense: ExpenseReceipts, userId: string, uniqueId: string): string {
  return addedPath(userId, { id: expense.id, category: expense.name, date: expense.date }, uniqueId);
}

/** The recorded and the listed paths, once each, by file name (the spec's order). */
export function mergeReceipts(recorded: readonly string[], listed: readonly string[]): string[] {
  const byName = (a: string, b: string) => {
    const [x, y] = [fileName(a), fileName(b)];
    return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
  };
  return [...new Set([...recorded, ...listed])].sort(byName);
}

/**
 * Lists the expense's folders through supabase-js. A folder that cannot be listed is logged and
 * skipped (spec §8: list failures are only logged), so the recorded receipt still shows.
 */
export async function listReceipts(
  client: SupabaseClient,
  userId: string,
  expense: ExpenseReceipts,
): Promise<string[]> {
  const bucket = client.storage.from(RECEIPTS_BUCKET);
  const listed = await Promise.all(
    receiptFolders(expense, userId).map(async (folder) => {
      try {
        const { data, error } = await bucket.list(folder, LIST_OPTIONS);
        if (error) throw error;
        // Sub-folders come back with a null id: only files are receipts.
        return data
          .filter((entry) => entry.id !== null && isReceiptOf(expense, folder, entry.name))
          .map((entry) => `${folder}/${entry.name}`);
      } catch (problem) {
        console.error('receipts not listed', folder, problem);
        return [];
      }
    }),
  );
  return mergeReceipts(expense.receipts, listed.flat());
}

/**
 * A signed URL for each path, through supabase-js's createSignedUrls (the bucket is private: a
 * receipt opens only through a link a signed-in reader asked for); null for one that could not
 * be signed, logged.
 */
export async function signReceipts(
  client: SupabaseClient,
  paths: readonly string[],
): Promise<Map<string, string | null>> {
  const signed = new Map<string, string | null>(paths.map((path) => [path, null]));
  try {
    const { data, error } = await client.storage
      .from(RECEIPTS_BUCKET)
      .createSignedUrls([...paths], SIGNED_URL_SECONDS);
    if (error) throw error;
    for (const entry of data) {
      if (entry.path !== null && signed.has(entry.path)) signed.set(entry.path, entry.signedUrl || null);
      if (entry.error) console.error('receipt not signed', entry.path, entry.error);
    }
  } catch (problem) {
    console.error('receipts not signed', problem);
  }
  return signed;
}
