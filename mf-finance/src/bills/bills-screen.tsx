import { useMutation, useQuery } from '@apollo/client/react';
import { type BillFormDraft, billFormSchema } from '@club/domain/bill-schema';
import { billMonthLabel } from '@club/domain/calendar-month';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { LoadProblem, LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { memberOption } from '@club/web-kit/field/member-option';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { firstError } from '@club/web-kit/forms/first-error';
import { Page } from '@club/web-kit/page/page.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { addableProducts, draftGrams } from './bill-draft.ts';
import {
  ADD_BILL_MUTATION,
  BILL_PRODUCTS_QUERY,
  BILL_SOCIOS_QUERY,
  BILLS_QUERY,
  type Bill,
} from './bills-documents.ts';
import { billsTexts as t } from './bills-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './bills.css';

// Spec §2 "Bills form" (/admin/bills, 'Agregar Recibos'): a handover to a member outside the
// online orders. The spec shows no action for 'SUBIR'; here it saves the bill (addBill), which
// the gateway counts towards the member's limits and takes from stock, or refuses in Spanish.

const monthOf = (date: string) => date.slice(0, 7);

export function BillsScreen({ today = clubNow(new Date()).date }: { today?: string }) {
  const socios = useQuery(BILL_SOCIOS_QUERY, { fetchPolicy: 'cache-and-network' });
  const products = useQuery(BILL_PRODUCTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const blank = (date: string): BillFormDraft => ({ socioId: '', date, lines: [] });
  const resolver = useMemo(() => zodResolver(billFormSchema(today)), [today]);
  // The spec's one message at a time: errors come at submit, and editing clears them.
  const form = useForm({ resolver, defaultValues: blank(today), reValidateMode: 'onSubmit' });
  const { register, formState } = form;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [saved, setSaved] = useState(false);
  const draft = form.watch();
  const month = /^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? monthOf(draft.date) : '';
  const bills = useQuery(BILLS_QUERY, {
    variables: { month },
    skip: month === '',
    fetchPolicy: 'cache-and-network',
  });
  const [addBill] = useMutation(ADD_BILL_MUTATION);

  const edited = () => {
    form.clearErrors();
    setSaved(false);
  };
  const offered = addableProducts(products.data?.products ?? [], draft.lines);

  const submit = form.handleSubmit(
    async (bill) => {
      try {
        const input = {
          socioId: bill.socioId,
          date: bill.date,
          species: draft.lines.map((line, index) => ({
            product: line.key,
            amount: bill.lines[index]?.grams ?? 0,
          })),
        };
        const { data } = await addBill({ variables: { input } });
        const result = data?.addBill;
        if (!result?.ok) {
          // An expected refusal (a limit, the stock): the gateway's Spanish text, nothing to log.
          form.setError('root.server', { message: result?.error ?? t.saveError });
          return;
        }
        form.reset(blank(bill.date));
        setSaved(true);
        // Stock and the month's list changed.
        await Promise.allSettled([bills.refetch(), products.refetch()]);
      } catch (problem) {
        console.error('addBill failed', problem);
        form.setError('root.server', { message: t.saveError });
      }
    },
    () => setSaved(false),
  );

  const loadError = socios.error ?? products.error;
  return (
    <Page className="kit-page fi-bills" title={t.title}>
      {loadError && (
        <LoadProblem
          error={loadError}
          onRetry={() => {
            void socios.refetch();
            void products.refetch();
          }}
        />
      )}
      <form className="card kit-form" noValidate onSubmit={(event) => void submit(event)} onChange={edited}>
        <div className="fi-bills__row">
          <Field label={t.date}>
            <input type="date" {...register('date')} />
          </Field>
          <Field label={t.deliveryMonth}>
            <input type="text" readOnly value={month ? billMonthLabel(month) : ''} />
          </Field>
        </div>
        <div className="fi-bills__row">
          <Field label={t.socio}>
            <select {...register('socioId')}>
              <Options placeholder={t.chooseSocio} items={socios.data?.socios ?? []} {...memberOption} />
            </select>
          </Field>
          <Field label={t.add}>
            <select
              value=""
              disabled={offered.length === 0}
              onChange={(event) => {
                const product = offered.find((candidate) => candidate.key === event.target.value);
                if (product) lines.append({ key: product.key, species: product.species, amount: '' });
              }}
            >
              <Options
                placeholder={t.chooseSpecies}
                items={offered}
                value={(product) => product.key}
                label={(product) => product.species}
              />
            </select>
          </Field>
        </div>
        <ScrollRegion label={t.linesLabel}>
          <table className="kit-table fi-bills__lines">
            <TableHead columns={[t.species, t.amount, { label: t.remove, hidden: true }]} />
            <tbody>
              {lines.fields.length === 0 && (
                <tr>
                  <td colSpan={3} className="kit-status">
                    {t.noLines}
                  </td>
                </tr>
              )}
              {lines.fields.map((line, index) => (
                <tr key={line.id}>
                  <th scope="row">{line.species}</th>
                  <td>
                    <div className="fi-bills__grams">
                      <input
                        {...wholeNumber}
                        min={1}
                        aria-label={fillText(t.gramsOf, { species: line.species })}
                        {...register(`lines.${index}.amount`)}
                      />
                      <span aria-hidden="true">g</span>
                    </div>
                  </td>
                  <td className="kit-num">
                    <button
                      type="button"
                      className="fi-bills__remove"
                      aria-label={fillText(t.removeLabel, { species: line.species })}
                      onClick={() => {
                        lines.remove(index);
                        edited();
                      }}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
            {lines.fields.length > 0 && (
              <tfoot>
                <tr>
                  <th scope="row">{t.totalGrams}</th>
                  <td>{formatGrams(draftGrams(draft.lines))}</td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </ScrollRegion>
        <FormFooter
          error={firstError(formState.errors)}
          sending={formState.isSubmitting}
          submitLabel={t.submit}
          sendingLabel={t.sending}
          notice={saved ? t.saved : null}
        />
      </form>
      {month !== '' && (
        <MonthBills
          month={month}
          bills={bills.data?.bills}
          loading={bills.loading}
          error={bills.error}
          onRetry={() => void bills.refetch()}
        />
      )}
    </Page>
  );
}

function MonthBills({
  month,
  bills,
  loading,
  error,
  onRetry,
}: {
  month: string;
  bills: readonly Bill[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const ids = useId();
  const title = fillText(t.monthBills, { month: billMonthLabel(month) });
  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="kit-section-title">
        {title}
      </h2>
      <LoadStatus query={{ error, loading, refetch: onRetry }} loaded={bills !== undefined} />
      {bills && bills.length === 0 && <p className="kit-status">{t.noBills}</p>}
      {bills && bills.length > 0 && (
        <ScrollRegion label={fillText(t.billsTable, { month: billMonthLabel(month) })}>
          <table className="kit-table" aria-label={title}>
            <TableHead
              columns={[t.date, t.billSocio, t.billLines, { label: t.billGrams, className: 'kit-num' }]}
            />
            <tbody>
              {bills.map((bill) => (
                <tr key={bill.id}>
                  <td>{formatDate(bill.date)}</td>
                  <td>
                    {bill.name} {bill.lastName}
                  </td>
                  <td>{bill.lines.map((line) => `${line.species} ${formatGrams(line.grams)}`).join(', ')}</td>
                  <td className="kit-num">{formatGrams(bill.grams)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
