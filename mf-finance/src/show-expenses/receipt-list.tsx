import { useMutation, useQuery } from '@apollo/client/react';
import { RECEIPTS_BUCKET } from '@club/domain/expenses';
import { Field } from '@club/web-kit/field/field.tsx';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { type ChangeEvent, useEffect, useState } from 'react';
import { financeTexts } from '../back-office/finance-texts.ts';
import { uniqueId } from '../hosted/unique-id.ts';
import {
  addedReceiptPath,
  type ExpenseReceipts,
  listReceipts,
  SIGNED_URL_RENEW_MS,
  signReceipts,
} from './expense-receipts.ts';
import {
  ATTACH_RECEIPT_MUTATION,
  RECEIPT_CHECKS_QUERY,
  type ReceiptCheckRow,
} from './show-expenses-documents.ts';
import { showExpensesTexts as t } from './show-expenses-texts.ts';

type Listing = { status: 'loading' } | { status: 'ready'; paths: string[] };
type Upload =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'added' }
  | { status: 'failed'; message: string };

const checkTexts: Record<string, string> = {
  matches: t.checkMatches,
  differs: t.checkDiffers,
  missing: t.checkMissing,
  unrecorded: t.checkUnrecorded,
};

/** What the gateway says of a receipt recorded with the expense, or why it cannot say it. */
function checkText(
  path: string,
  recorded: readonly string[],
  checks: { loading: boolean; failed: boolean; rows: readonly ReceiptCheckRow[] },
): { text: string; tone: 'ok' | 'warn' | 'muted' } {
  if (!recorded.includes(path)) return { text: t.addedLater, tone: 'muted' };
  if (checks.loading) return { text: t.checking, tone: 'muted' };
  const status = checks.rows.find((row) => row.path === path)?.status;
  if (checks.failed || status === undefined) return { text: t.checkFailed, tone: 'warn' };
  const tone = status === 'matches' ? 'ok' : status === 'unrecorded' ? 'muted' : 'warn';
  return { text: checkTexts[status] ?? t.checkFailed, tone };
}

/** The reason a StorageError (or a failed fetch) gives, or ''. */
function reasonOf(problem: unknown): string {
  const message = (problem as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * What 'Recibos' opens (spec §2): the expense's receipts listed from storage, each a 'Ver Recibo'
 * link, signed for a few minutes and renewed while the list is open (the bucket is private), that
 * opens it in a new tab, beside what the gateway says of it: whether the stored file is still the
 * one recorded. Then a file field that adds one more to the expense: uploaded, then recorded by
 * the gateway (attachReceipt: fingerprinted and held), or removed again with the reason.
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
  // Signed URL by path; absent while signing, null when it could not be signed.
  const [links, setLinks] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  // Bumped after an upload: lists again, and gives a fresh (empty) file input.
  const [version, setVersion] = useState(0);
  // Receipts this list added and the gateway recorded: recorded now, also before the cached
  // expense (which the mutation's answer updates) comes back with them.
  const [attached, setAttached] = useState<readonly string[]>([]);
  const [attachReceipt] = useMutation(ATTACH_RECEIPT_MUTATION);
  const bucket = client.storage.from(RECEIPTS_BUCKET);
  const receipts = [...new Set([...expense.receipts, ...attached])];
  // The expense's fields, not the object: a refetch of the month hands over an equal new object.
  const recorded = receipts.join('\n');
  const { id: expenseId, name, date } = expense;
  const checks = useQuery(RECEIPT_CHECKS_QUERY, {
    variables: { expenseId },
    skip: receipts.length === 0,
    // Asked again each time the list opens: the answer is about the file as it is now.
    fetchPolicy: 'network-only',
  });

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

  const listed = listing.status === 'ready' ? listing.paths.join('\n') : '';
  useEffect(() => {
    if (listed === '') return;
    let alive = true;
    const sign = () =>
      void signReceipts(client, listed.split('\n')).then((signed) => {
        if (alive) setLinks(signed);
      });
    sign();
    // Renewed before they expire, so a link clicked later still opens.
    const renew = setInterval(sign, SIGNED_URL_RENEW_MS);
    return () => {
      alive = false;
      clearInterval(renew);
    };
  }, [client, listed]);

  /** An upload the gateway did not record is removed: no file in the folder that nobody vouches for. */
  const forget = async (path: string) => {
    try {
      const { error } = await bucket.remove([path]);
      if (error) throw error;
    } catch (problem) {
      console.error('unrecorded receipt not removed', path, problem);
    }
  };

  /** Why the gateway did not record the upload, in Spanish; null when it did. */
  const attach = async (path: string): Promise<string | null> => {
    try {
      const { data } = await attachReceipt({ variables: { expenseId, path } });
      const result = data?.attachReceipt;
      if (result?.ok) {
        setAttached((current) => [...current, path]);
        // Asked again: the answer now covers the new receipt (a first one starts the query itself).
        if (receipts.length > 0) void checks.refetch();
        return null;
      }
      return result?.error ?? t.attachUnreachable;
    } catch (problem) {
      console.error(t.receiptNotAttached, problem);
      return t.attachUnreachable;
    }
  };

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
    } catch (problem) {
      console.error(t.receiptUploadError, problem);
      // The service's reason (a StorageError, or the fetch's own failure), as the expense form shows it.
      const reason = reasonOf(problem);
      setUpload({
        status: 'failed',
        message: reason ? `${t.receiptUploadError} ${reason}` : t.receiptUploadError,
      });
      setVersion((value) => value + 1);
      return;
    }
    const refused = await attach(path);
    if (refused === null) {
      setUpload({ status: 'added' });
    } else {
      await forget(path);
      setUpload({ status: 'failed', message: `${t.receiptNotAttached} ${refused}` });
    }
    setVersion((value) => value + 1);
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
        {paths.map((path) => {
          const href = links.get(path);
          const check = checkText(path, receipts, {
            loading: checks.loading,
            failed: checks.error !== undefined,
            rows: checks.data?.receiptChecks ?? [],
          });
          return (
            <li key={path}>
              {href === null ? (
                <span className="error-line">{t.linkFailed}</span>
              ) : href === undefined ? (
                // Not a link until it is signed: nothing to click that would open nothing.
                <span className="fi-show__receipt-pending">{t.seeReceipt}</span>
              ) : (
                <a href={href} target="_blank" rel="noopener">
                  {t.seeReceipt}
                </a>
              )}{' '}
              <span className={`fi-show__receipt-check fi-show__receipt-check--${check.tone}`}>
                {check.text}
              </span>
            </li>
          );
        })}
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
          {upload.message}
        </p>
      )}
    </div>
  );
}
