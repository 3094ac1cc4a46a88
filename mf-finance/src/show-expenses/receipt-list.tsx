import { RECEIPTS_BUCKET } from '@club/domain/expenses';
import { Field } from '@club/web-kit/field/field.tsx';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { type ChangeEvent, useEffect, useState } from 'react';
import { financeTexts } from '../back-office/finance-texts.ts';
import { uniqueId } from '../hosted/unique-id.ts';
import { addedReceiptPath, type ExpenseReceipts, listReceipts } from './expense-receipts.ts';
import { showExpensesTexts as t } from './show-expenses-texts.ts';

type Listing = { status: 'loading' } | { status: 'ready'; paths: string[] };
type Upload =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'added' }
  | { status: 'failed'; reason: string };

/**
 * What 'Recibos' opens (spec §2): the expense's receipts listed from storage, each a 'Ver Recibo'
 * link to its public URL in a new tab; then a file field that adds one more to the expense.
 */
export function ReceiptList({
  id,
  label,
  client,
  user,
  expense,
}: {
  id: string;
  label: string;
  client: SupabaseClient;
  user: User;
  expense: ExpenseReceipts;
}) {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  // Bumped after an upload: lists again, and gives a fresh (empty) file input.
  const [version, setVersion] = useState(0);
  const bucket = client.storage.from(RECEIPTS_BUCKET);
  // The expense's fields, not the object: a refetch of the month hands over an equal new object.
  const recorded = expense.receipts.join('\n');
  const { id: expenseId, name, date } = expense;

  useEffect(() => {
    void version;
    let alive = true;
    const receipts = recorded === '' ? [] : recorded.split('\n');
    void listReceipts(client, user.id, { id: expenseId, name, date, receipts }).then((paths) => {
      if (alive) setListing({ status: 'ready', paths });
    });
    return () => {
      alive = false;
    };
  }, [client, user.id, expenseId, name, date, recorded, version]);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || upload.status === 'sending') return;
    setUpload({ status: 'sending' });
    const path = addedReceiptPath(expense, user.id, uniqueId());
    try {
      const { error } = await bucket.upload(path, file, {
        contentType: file.type || undefined,
        upsert: false,
      });
      if (error) throw error;
      setUpload({ status: 'added' });
    } catch (problem) {
      console.error(t.receiptUploadError, problem);
      // The service's reason (a StorageError, or the fetch's own failure), as the expense form shows it.
      const message = (problem as { message?: unknown } | null)?.message;
      const reason = typeof message === 'string' ? message : '';
      setUpload({ status: 'failed', reason });
    } finally {
      setVersion((value) => value + 1);
    }
  };

  const paths = listing.status === 'ready' ? listing.paths : [];
  return (
    <div className="fi-show__receipts-panel">
      <ul
        id={id}
        className="fi-show__receipt-list"
        aria-label={label}
        aria-busy={listing.status === 'loading'}
      >
        {listing.status === 'loading' && <li className="kit-status">{financeTexts.loading}</li>}
        {listing.status === 'ready' && paths.length === 0 && <li className="kit-status">{t.noReceipts}</li>}
        {paths.map((path) => (
          <li key={path}>
            <a href={bucket.getPublicUrl(path).data.publicUrl} target="_blank" rel="noopener">
              {t.seeReceipt}
            </a>
          </li>
        ))}
      </ul>
      {listing.status === 'ready' && (
        <Field
          label={paths.length === 0 ? t.addFirstReceipt : t.addReceipt}
          hint={t.receiptHint}
          className="fi-show__add-receipt"
        >
          <input
            key={version}
            type="file"
            accept="image/*,application/pdf"
            disabled={upload.status === 'sending'}
            onChange={(event) => void add(event)}
          />
        </Field>
      )}
      <p role="status" className="fi-show__upload-status">
        {upload.status === 'sending' && t.addingReceipt}
        {upload.status === 'added' && t.receiptAdded}
      </p>
      {upload.status === 'failed' && (
        <p role="alert" className="error-line">
          {upload.reason ? `${t.receiptUploadError} ${upload.reason}` : t.receiptUploadError}
        </p>
      )}
    </div>
  );
}
