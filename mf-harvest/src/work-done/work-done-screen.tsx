import { useMutation, useQuery } from '@apollo/client/react';
import { monthLabel } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { formatHours } from '@club/domain/manicure';
import { texts } from '@club/domain/texts';
import { LoadProblem, LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { Page } from '@club/web-kit/page/page.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { useId, useState } from 'react';
import {
  DELETE_WORK_MUTATION,
  WORK_DATES_QUERY,
  WORK_DAY_QUERY,
  WORK_MONTH_QUERY,
  type WorkEntry,
} from './work-done-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './work-done.css';

const REFETCH = ['WorkDates', 'WorkDay', 'WorkMonthTotals'];

// Spec §2 "Work done" ('Trabajo'), §4 "Work deletion": pick a date, thick and thin manicure
// entries by person with hours, X → 'Si' / 'No'. Beyond the spec: the month's hours per person.
export function WorkDoneScreen() {
  const ids = useId();
  const dates = useQuery(WORK_DATES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [date, setDate] = useState('');
  const day = useQuery(WORK_DAY_QUERY, {
    variables: { date },
    skip: date === '',
    fetchPolicy: 'cache-and-network',
  });
  const month = date.slice(0, 7);
  const totals = useQuery(WORK_MONTH_QUERY, {
    variables: { month },
    skip: date === '',
    fetchPolicy: 'cache-and-network',
  });
  const [deleteWork] = useMutation(DELETE_WORK_MUTATION);
  const [confirming, setConfirming] = useState<WorkEntry | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirmDelete() {
    const entry = confirming;
    setConfirming(null);
    if (!entry) return;
    try {
      const { data } = await deleteWork({
        variables: { id: entry.id },
        refetchQueries: REFETCH,
        awaitRefetchQueries: true,
      });
      setNotice(
        data?.deleteWork.ok
          ? { ok: true, text: texts.workDone.deleted }
          : { ok: false, text: data?.deleteWork.error ?? texts.workDone.deleteError },
      );
    } catch {
      setNotice({ ok: false, text: texts.workDone.deleteError });
    }
  }

  const list = dates.data?.workDates;
  const entries = day.data?.workDone ?? [];
  const sections: Array<['thick' | 'thin', string]> = [
    ['thick', texts.manicure.thick],
    ['thin', texts.manicure.thin],
  ];

  return (
    <Page className="kit-page hv-work" title={texts.workDone.title}>
      <LoadStatus query={dates} loaded={list !== undefined} />
      {list && list.length === 0 && date === '' && <p className="kit-status">{texts.workDone.noWork}</p>}
      {list && (list.length > 0 || date !== '') && (
        <Field label={texts.workDone.date} className="hv-work__picker">
          <select
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setNotice(null);
            }}
          >
            <Options
              placeholder={texts.workDone.chooseDate}
              items={[...new Set([...list, ...(date ? [date] : [])])]}
              label={formatIsoDate}
            />
          </select>
        </Field>
      )}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`kit-notice kit-notice--${notice.ok ? 'ok' : 'error'}`}
        >
          {notice.text}
        </p>
      )}
      {day.error && <LoadProblem error={day.error} onRetry={() => void day.refetch()} />}
      {date !== '' && day.data && (
        <div className="hv-work__sections">
          {sections.map(([type, title]) => {
            const ofType = entries.filter((entry) => entry.type === type);
            return (
              <section key={type} className="hv-work__section card" aria-labelledby={`${ids}-${type}`}>
                <h2 id={`${ids}-${type}`} className="hv-work__section-title">
                  {title}
                </h2>
                {ofType.length === 0 ? (
                  <p className="kit-status">{texts.workDone.noneOfType}</p>
                ) : (
                  <ul className="hv-work__list">
                    {ofType.map((entry) => (
                      <li key={entry.id} className="hv-work__entry">
                        <div className="hv-work__who">
                          <span className="hv-work__name">{entry.socioName}</span>
                          <span className="hv-work__meta">
                            {entry.noSocio === null ? texts.workDone.nonMember : `#${entry.noSocio}`} ·{' '}
                            {entry.startHour}–{entry.endHour}
                          </span>
                        </div>
                        <span className="hv-work__hours">{formatHours(entry.hours)} h</span>
                        <button
                          type="button"
                          className="hv-work__delete"
                          aria-label={fillText(texts.workDone.deleteLabel, { name: entry.socioName })}
                          onClick={() => setConfirming(entry)}
                        >
                          X
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      {date !== '' && totals.data && totals.data.workMonthTotals.length > 0 && (
        <section className="hv-work__totals card" aria-labelledby={`${ids}-totals`}>
          <h2 id={`${ids}-totals`} className="hv-work__section-title">
            {fillText(texts.workDone.monthTotals, { month: monthLabel(month) })}
          </h2>
          <ScrollRegion
            className="hv-work__table-wrap"
            label={fillText(texts.workDone.totalsTable, { month: monthLabel(month) })}
          >
            <table className="hv-work__table">
              <TableHead
                columns={[
                  texts.workDone.person,
                  texts.workDone.thickShort,
                  texts.workDone.thinShort,
                  texts.workDone.total,
                ]}
              />
              <tbody>
                {totals.data.workMonthTotals.map((person) => (
                  <tr key={person.noSocio ?? `name:${person.socioName}`}>
                    <th scope="row">{person.socioName}</th>
                    <td>{formatHours(person.thick)} h</td>
                    <td>{formatHours(person.thin)} h</td>
                    <td>{formatHours(person.total)} h</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
      {confirming && (
        <Dialog
          title={fillText(texts.workDone.confirm, {
            name: confirming.socioName,
            hours: formatHours(confirming.hours),
          })}
          onClose={() => setConfirming(null)}
        >
          <div className="kit-dialog__actions kit-dialog__actions--spaced">
            <button type="button" className="button button--danger" onClick={() => void confirmDelete()}>
              {texts.workDone.yes}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
              {texts.workDone.no}
            </button>
          </div>
        </Dialog>
      )}
    </Page>
  );
}
