import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { monthLabel } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { LoadProblem } from '@club/web-kit/back-office/load-problem.tsx';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { saveMonthReport } from '@club/web-kit/download/month-report';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { commandRefusal } from '@club/web-kit/forms/command-refusal';
import { Page, Section } from '@club/web-kit/page/page.tsx';
import { StatusBadge } from '@club/web-kit/status-badge/status-badge.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CLOSE_MONTH_MUTATION, MONTH_CLOSES_QUERY, type MonthClose } from './month-close-documents.ts';
import { monthCloseTexts as t } from './month-close-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './month-close.css';

// /admin/cierre (issue 17, decision 030): each month's stock balance from the events, the reasons
// a difference needs, the Responsable Técnico's close (MonthClosed, with the hash the screen
// showed, so a change since is refused), and the closed month's IRCCA report as CSV and PDF.
// Admins see it all; only an RT gets a working 'Cerrar el mes'.

export function MonthCloseScreen() {
  const overview = useQuery(MONTH_CLOSES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const data = overview.data?.monthCloses;
  const months = data?.months ?? [];
  const month =
    months.find((entry) => entry.month === chosen) ?? months.find((entry) => entry.closable) ?? months[0];

  return (
    <Page className="kit-page fi-close" title={t.title}>
      <p className="kit-form__hint">{t.help}</p>
      {overview.error && <LoadProblem error={overview.error} onRetry={() => void overview.refetch()} />}
      {data && month && (
        <>
          <div className="card fi-close__head">
            <Field label={t.month}>
              <select value={month.month} onChange={(event) => setChosen(event.target.value)}>
                <Options
                  items={months}
                  value={(entry) => entry.month}
                  label={(entry) => `${monthLabel(entry.month)} · ${entry.closed ? t.closed : t.open}`}
                />
              </select>
            </Field>
            <MonthFacts month={month} />
          </div>
          {month.closed ? (
            <>
              <Balance month={month} />
              <Report month={month.month} />
            </>
          ) : (
            <CloseForm
              key={`${month.month}-${month.hash}`}
              month={month}
              nextToClose={data.nextToClose}
              technicalLead={data.technicalLead}
              onClosed={() => overview.refetch()}
            />
          )}
        </>
      )}
    </Page>
  );
}

function MonthFacts({ month }: { month: MonthClose }) {
  return (
    <div className="fi-close__facts">
      <p>
        <StatusBadge
          status={month.closed ? 'closed' : 'open'}
          labels={{ closed: t.closed, open: t.open }}
          tones={{ closed: 'solid', open: 'accent' }}
          className="fi-close__badge"
        />{' '}
        {month.closed && month.closedAt && month.signedBy
          ? fillText(t.closedBy, { date: formatDate(month.closedAt.slice(0, 10)), name: month.signedBy })
          : fillText(t.events, { N: month.events })}
      </p>
      <p className="fi-close__hash">
        <span>{t.hash}</span> <code>{month.hash}</code>
      </p>
    </div>
  );
}

function Balance({
  month,
  reasonInput,
}: {
  month: MonthClose;
  reasonInput?: (productId: number, species: string) => ReactNode;
}) {
  const withReasons = month.closed
    ? month.lines.some((line) => line.reason)
    : reasonInput !== undefined && month.lines.some((line) => line.difference !== 0);
  if (month.lines.length === 0) return <p className="kit-status">{t.noProducts}</p>;
  const figure = (label: string) => ({ label, className: 'kit-num' });
  return (
    <ScrollRegion label={fillText(t.balance, { month: monthLabel(month.month) })}>
      <table className="kit-table fi-close__balance" aria-label={t.title}>
        <TableHead
          columns={[
            t.species,
            figure(t.opening),
            figure(t.received),
            figure(t.adjusted),
            figure(t.dispensed),
            figure(t.destroyed),
            figure(t.pending),
            figure(t.closing),
            figure(t.ledger),
            figure(t.difference),
            ...(withReasons ? [t.reason] : []),
          ]}
        />
        <tbody>
          {month.lines.map((line) => (
            <tr key={line.productId} className={line.difference !== 0 ? 'fi-close__row--differs' : undefined}>
              <th scope="row">{line.species}</th>
              <td className="kit-num">{line.opening}</td>
              <td className="kit-num">{line.received}</td>
              <td className="kit-num">{line.adjusted}</td>
              <td className="kit-num">{line.dispensed}</td>
              <td className="kit-num">{line.destroyed}</td>
              <td className="kit-num">{line.pending}</td>
              <td className="kit-num">
                <strong>{line.closing}</strong>
              </td>
              <td className="kit-num">{line.ledger}</td>
              <td className="kit-num">{line.difference}</td>
              {withReasons && (
                <td>
                  {month.closed
                    ? (line.reason ?? '')
                    : line.difference !== 0 && reasonInput?.(line.productId, line.species)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The orders screen's 'Sin cerrar' list, where pending orders of past days are marked. */
const UNCLOSED_ORDERS_PATH = '/admin/orders#sin-cerrar';

function CloseForm({
  month,
  nextToClose,
  technicalLead,
  onClosed,
}: {
  month: MonthClose;
  nextToClose: string;
  technicalLead: boolean;
  onClosed: () => Promise<unknown>;
}) {
  const [closeMonth] = useMutation(CLOSE_MONTH_MUTATION);
  const form = useForm<{ reasons: Record<string, string> }>({ defaultValues: { reasons: {} } });
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const blocked = !month.closable || !technicalLead || month.pendingOrders > 0;

  const submit = form.handleSubmit(async ({ reasons }) => {
    setError('');
    // One reason per product whose closing stock differs from the ledger.
    const explained = month.lines
      .filter((line) => line.difference !== 0)
      .map((line) => ({ productId: line.productId, reason: reasons[`p${line.productId}`] ?? '' }));
    const input = { month: month.month, hash: month.hash, reasons: explained };
    const refusal = await commandRefusal(
      async () => (await closeMonth({ variables: { input } })).data?.closeMonth,
      t.closeError,
    );
    if (refusal) {
      setError(refusal);
      return;
    }
    setDone(true);
    // The month is closed either way; a failed reload shows as the screen's own load problem.
    await onClosed().catch(() => undefined);
  });

  return (
    <form className="kit-form fi-close__form" noValidate onSubmit={(event) => void submit(event)}>
      <Balance
        month={month}
        reasonInput={(productId, species) => (
          <input
            type="text"
            aria-label={fillText(t.reasonFor, { species })}
            {...form.register(`reasons.p${productId}`)}
          />
        )}
      />
      {month.pendingOrders > 0 && (
        <p className="kit-notice kit-notice--error">
          {fillText(t.pendingOrders, { N: month.pendingOrders })}{' '}
          <Link to={UNCLOSED_ORDERS_PATH}>{t.pendingOrdersLink}</Link> {t.pendingOrdersEnd}
        </p>
      )}
      {!month.closable && (
        <p className="kit-status">{fillText(t.notNext, { month: monthLabel(nextToClose) })}</p>
      )}
      {month.closable && !technicalLead && <p className="kit-status">{t.onlyTechnicalLead}</p>}
      <FormFooter
        error={error}
        sending={form.formState.isSubmitting}
        submitLabel={t.close}
        sendingLabel={t.closingNow}
        notice={done ? t.closedNotice : null}
        disabled={blocked}
      />
    </form>
  );
}

function Report({ month }: { month: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [error, setError] = useState('');

  async function download(kind: 'csv' | 'pdf') {
    if (busy) return;
    setBusy(kind);
    setError('');
    try {
      await saveMonthReport(client, month, kind);
    } catch (problem) {
      console.error('month report failed', problem);
      setError(t.downloadError);
    }
    setBusy(null);
  }

  return (
    <Section className="card fi-close__report" title={t.report}>
      <p className="kit-form__hint">{t.reportHelp}</p>
      <div className="fi-close__downloads">
        <BusyButton busy={busy === 'csv'} busyLabel={t.downloading} onClick={() => void download('csv')}>
          {t.csv}
        </BusyButton>
        <BusyButton busy={busy === 'pdf'} busyLabel={t.downloading} onClick={() => void download('pdf')}>
          {t.pdf}
        </BusyButton>
      </div>
      {error && (
        <p className="kit-alert" role="alert">
          {error}
        </p>
      )}
    </Section>
  );
}
