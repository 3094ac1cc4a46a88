import { useApolloClient } from '@apollo/client/react';
import { monthLabel, monthRange, recentMonths } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { saveFile } from '@club/web-kit/download/save-file';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { useId, useState } from 'react';
import { DISPENSATIONS_CSV_QUERY } from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';

/** The month's dispensations as the gateway writes them (dispensationsCsv), saved as a file. */
export function DispensationsDownload({ now = () => new Date() }: { now?: () => Date }) {
  const client = useApolloClient();
  const ids = useId();
  // Next month too: a handover is dated on its pickup day, which may be early next month.
  const [months] = useState(() => {
    const recent = recentMonths(now(), 12);
    const current = recent[0] as string;
    return [monthRange(current).to.slice(0, 7), ...recent];
  });
  const [month, setMonth] = useState(months[1] as string);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function download() {
    if (busy) return;
    setBusy(true);
    setError('');
    setDone('');
    try {
      const { data } = await client.query({
        query: DISPENSATIONS_CSV_QUERY,
        variables: { month },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no CSV in the answer');
      const file = `dispensaciones-${month}.csv`;
      // The BOM makes spreadsheets read the accents in names as UTF-8.
      saveFile(file, ['\uFEFF', data.dispensationsCsv], 'text/csv;charset=utf-8');
      setDone(fillText(ordersTexts.dispensations.downloaded, { file }));
    } catch (failure) {
      console.error('dispensations CSV failed', failure);
      setError(ordersTexts.dispensations.error);
    }
    setBusy(false);
  }

  return (
    <section className="or-orders__report card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="or-orders__subtitle">
        {ordersTexts.dispensations.title}
      </h2>
      <p className="or-orders__help">{ordersTexts.dispensations.help}</p>
      <div className="or-orders__report-row">
        <Field label={ordersTexts.dispensations.month}>
          <select value={month} onChange={(event) => setMonth(event.target.value)}>
            <Options items={months} label={monthLabel} />
          </select>
        </Field>
        <BusyButton busy={busy} busyLabel={texts.loading} onClick={download}>
          {ordersTexts.dispensations.download}
        </BusyButton>
      </div>
      {error && (
        <p className="error-line" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="or-orders__done" role="status">
          {done}
        </p>
      )}
    </section>
  );
}
