import { randomUUID } from 'node:crypto';
import type { Database } from '@club/db/connection';
import { RECEIPTS_BUCKET, receiptFolder } from '@club/domain/expenses';
import { storeObject } from '@club/hosted/storage/storage-service';
import type { DemoStep } from '../plan/steps.ts';
import { receiptPng } from '../receipt-image.ts';

/** Uploads each receipt the plan keeps, dated by its expense; their paths by step. */
export async function storeReceipts(
  db: Database,
  uploadsDir: string,
  owner: string,
  steps: readonly DemoStep[],
): Promise<Map<DemoStep, string>> {
  const paths = new Map<DemoStep, string>();
  // One after the other: the seed's queries share one connection, which takes one at a time.
  for (const step of steps) {
    if (step.kind !== 'expense' || step.receipt === null) continue;
    const name = `${receiptFolder(owner, step.category, step.date)}/${randomUUID()}.png`;
    // A few KB each, written by the seed itself: no user's quota to judge.
    const object = {
      bucket: RECEIPTS_BUCKET,
      name,
      owner,
      mime: 'image/png',
      upsert: false,
      quotaBytes: Number.POSITIVE_INFINITY,
    };
    await storeObject(
      db,
      uploadsDir,
      { ...object, bytes: receiptPng(step.receipt), cacheControl: 'max-age=3600' },
      step.at,
    );
    paths.set(step, name);
  }
  return paths;
}
