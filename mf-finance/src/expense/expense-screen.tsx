import { useMutation } from '@apollo/client/react';
import { expenseFormSchema } from '@club/domain/expense-schema';
import { EXPENSE_CATEGORIES, EXPENSE_COMMENT_MAX_LENGTH, RECEIPTS_BUCKET } from '@club/domain/expenses';
import { fillText } from '@club/domain/fill-text';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { Page } from '@club/web-kit/page/page.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RequireHostedUser } from '../hosted/require-hosted-user.tsx';
import { uniqueId } from '../hosted/unique-id.ts';
import { ADD_EXPENSE_MUTATION } from './expense-documents.ts';
import { canAttachReceipt, emptyExpenseDraft, receiptPath } from './expense-draft.ts';
import { expenseTexts as t } from './expense-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './expense.css';

// Spec §2 "Expense (Gastos)" at /admin/expense: only with a hosted-service user (else
// /admin/supabase). The receipt goes to bucket Bills first, then the expense, with the receipt's
// path, to the gateway; either failing shows 'Error al subir gasto'.

export function ExpenseScreen() {
  return <RequireHostedUser>{(session) => <ExpenseForm {...session} />}</RequireHostedUser>;
}

function ExpenseForm({ client, user }: { client: SupabaseClient; user: User }) {
  // The spec's one message at a time: errors come at submit, and editing clears them.
  const form = useForm({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: emptyExpenseDraft,
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const [file, setFile] = useState<File | null>(null);
  // A file input cannot be cleared through its value: a new key gives a fresh one.
  const [fileInput, setFileInput] = useState(0);
  const [reason, setReason] = useState('');
  const [added, setAdded] = useState(false);
  const [addExpense] = useMutation(ADD_EXPENSE_MUTATION);
  const draft = form.watch();
  const attach = canAttachReceipt(draft);

  const edited = () => {
    form.clearErrors();
    setReason('');
    setAdded(false);
  };

  const fail = (problem: unknown, serverReason = '') => {
    console.error(t.uploadError, problem);
    form.setError('root.server', { message: t.uploadError });
    setReason(serverReason);
  };

  /** A receipt whose expense was not recorded is removed (best effort: its folder is private anyway). */
  const forget = (path: string | null) => {
    if (!path) return;
    client.storage
      .from(RECEIPTS_BUCKET)
      .remove([path])
      .then(
        ({ error: removeError }) => {
          if (removeError) console.error('orphan receipt not removed', path, removeError);
        },
        (problem: unknown) => console.error('orphan receipt not removed', path, problem),
      );
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        let receipt: string | null = null;
        if (file && attach) {
          const path = receiptPath(user.id, values.expense, values.date, uniqueId());
          const { error: uploadError } = await client.storage
            .from(RECEIPTS_BUCKET)
            .upload(path, file, { contentType: file.type || undefined, upsert: false });
          if (uploadError) {
            fail(uploadError, uploadError.message);
            return;
          }
          receipt = path;
        }
        const { expense, amount, comment, date } = values;
        const { data } = await addExpense({
          variables: { input: { expense, amount, comment, date, receipt } },
        });
        const result = data?.addExpense;
        if (!result?.ok) {
          // Refused, so not recorded: its receipt has no expense. (After a network failure the
          // expense may have been recorded, so the receipt stays.)
          if (result) forget(receipt);
          fail(result ?? 'no answer', result?.error ?? '');
          return;
        }
        form.reset(emptyExpenseDraft);
        setFile(null);
        setFileInput((key) => key + 1);
        setAdded(true);
      } catch (problem) {
        fail(problem);
      }
    },
    () => {
      setAdded(false);
      setReason('');
    },
  );

  return (
    <Page className="kit-page kit-page--narrow fi-expense" title={t.title}>
      <form className="card kit-form" noValidate onSubmit={(event) => void submit(event)} onChange={edited}>
        <Field label={t.expense}>
          <select {...register('expense')}>
            <Options
              placeholder={t.chooseExpense}
              items={EXPENSE_CATEGORIES}
              label={(category) => category}
            />
          </select>
        </Field>
        <div className="fi-expense__row">
          <Field label={t.amount}>
            <input {...wholeNumber} min={1} placeholder="0" {...register('amount')} />
          </Field>
          <Field label={t.date}>
            <input type="date" {...register('date')} />
          </Field>
        </div>
        <Field
          label={t.comment}
          hint={fillText(t.commentCount, { N: draft.comment.length })}
          hintClassName="kit-form__hint fi-expense__count"
        >
          <input type="text" maxLength={EXPENSE_COMMENT_MAX_LENGTH} {...register('comment')} />
        </Field>
        {attach && (
          <Field label={t.receipt} hint={t.receiptHint} className="fi-expense__file">
            <input
              key={fileInput}
              type="file"
              accept="image/*,application/pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Field>
        )}
        <FormFooter
          error={firstError(formState.errors)}
          sending={formState.isSubmitting}
          submitLabel={t.submit}
          sendingLabel={t.sending}
          notice={added ? t.added : null}
        >
          {reason && <p className="fi-expense__reason">{reason}</p>}
        </FormFooter>
        <p className="kit-form__hint">{fillText(t.signedInAs, { email: user.email ?? user.id })}</p>
      </form>
    </Page>
  );
}
