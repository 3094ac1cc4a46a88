import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { checkedCount, emptyWorkdone, TASK_AREAS, type TaskArea, type Workdone } from '@club/domain/tasks';
import { texts } from '@club/domain/texts';
import { LoadProblem } from '@club/web-kit/back-office/load-problem.tsx';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { SEND_TASK_REPORT_MUTATION, TASK_CHECKLISTS_QUERY, TASK_REPORTS_QUERY } from './todos-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './todos.css';

// Spec §2 "Tareas": four tabs, each a checklist; 'ENVIAR' sends { socio_id, date, workdone } as
// the signed-in admin for today and resets to Floracion. Beyond the spec, deliberately: a short
// success or error line, and the history of sent checklists.
export function TodosScreen() {
  const ids = useId();
  const checklists = useQuery(TASK_CHECKLISTS_QUERY, { fetchPolicy: 'cache-first' });
  const reports = useQuery(TASK_REPORTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [sendReport] = useMutation(SEND_TASK_REPORT_MUTATION);
  const [tab, setTab] = useState<TaskArea>('floracion');
  const [checked, setChecked] = useState<Workdone>(emptyWorkdone);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const tabs = useRef<Partial<Record<TaskArea, HTMLButtonElement | null>>>({});

  const toggle = (area: TaskArea, task: string, on: boolean) => {
    setNotice(null);
    setChecked((current) => ({
      ...current,
      [area]: on ? [...current[area], task] : current[area].filter((name) => name !== task),
    }));
  };

  const onTabKey = (event: KeyboardEvent) => {
    const index = TASK_AREAS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TASK_AREAS[(index + step + TASK_AREAS.length) % TASK_AREAS.length] as TaskArea;
    setTab(next);
    tabs.current[next]?.focus();
  };

  async function send() {
    if (sending) return;
    if (checkedCount(checked) === 0) {
      setNotice({ ok: false, text: texts.tasks.nothingChecked });
      return;
    }
    setSending(true);
    try {
      const { data } = await sendReport({
        variables: { date: clubNow(new Date()).date, workdone: checked },
        refetchQueries: ['TaskReports'],
      });
      if (data?.sendTaskReport.ok) {
        setChecked(emptyWorkdone());
        setTab('floracion');
        setNotice({ ok: true, text: texts.tasks.sent });
      } else {
        setNotice({ ok: false, text: data?.sendTaskReport.error ?? texts.tasks.sendError });
      }
    } catch {
      setNotice({ ok: false, text: texts.tasks.sendError });
    } finally {
      setSending(false);
    }
  }

  const lists = checklists.data?.taskChecklists;
  const current = lists?.find((list) => list.key === tab);
  return (
    <section className="kit-page hv-todos" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="kit-page__title">
        {texts.tasks.title}
      </h1>
      {checklists.error && !lists && (
        <LoadProblem error={checklists.error} onRetry={() => void checklists.refetch()} />
      )}
      {!lists && checklists.loading && (
        <p role="status" className="kit-status">
          {texts.loading}
        </p>
      )}
      {lists && (
        <div className="hv-todos__board card">
          <div role="tablist" aria-label={texts.tasks.title} className="hv-todos__tabs">
            {TASK_AREAS.map((area) => (
              <button
                key={area}
                ref={(element) => {
                  tabs.current[area] = element;
                }}
                type="button"
                role="tab"
                id={`${ids}-tab-${area}`}
                aria-selected={tab === area}
                aria-controls={`${ids}-panel`}
                tabIndex={tab === area ? 0 : -1}
                className="hv-todos__tab"
                onClick={() => setTab(area)}
                onKeyDown={onTabKey}
              >
                {texts.tasks.tabs[area]}
                {checked[area].length > 0 && <span className="hv-todos__count">{checked[area].length}</span>}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${ids}-panel`}
            aria-labelledby={`${ids}-tab-${tab}`}
            className="hv-todos__panel"
          >
            <ul className="hv-todos__list">
              {(current?.tasks ?? []).map((task) => (
                <li key={task}>
                  <label className="hv-todos__task">
                    <input
                      type="checkbox"
                      checked={checked[tab].includes(task)}
                      onChange={(event) => toggle(tab, task, event.target.checked)}
                    />
                    <span>{task}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
          <div className="hv-todos__actions">
            {notice && (
              <p
                role={notice.ok ? 'status' : 'alert'}
                className={`kit-notice kit-notice--${notice.ok ? 'ok' : 'error'}`}
              >
                {notice.text}
              </p>
            )}
            <button type="button" className="button" disabled={sending} onClick={() => void send()}>
              {sending ? texts.tasks.sending : texts.tasks.send}
            </button>
          </div>
        </div>
      )}
      <section className="hv-todos__history" aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`} className="hv-todos__history-title">
          {texts.tasks.history}
        </h2>
        {reports.data && reports.data.taskReports.length === 0 && (
          <p className="kit-status">{texts.tasks.noHistory}</p>
        )}
        {reports.data && reports.data.taskReports.length > 0 && (
          <ul className="hv-todos__reports">
            {reports.data.taskReports.map((report) => (
              <li key={report.id}>
                <details className="hv-todos__report">
                  <summary>
                    <span className="hv-todos__report-date">{formatIsoDate(report.date)}</span>
                    <span>{report.socioName}</span>
                    <span className="hv-todos__report-count">
                      {fillText(texts.tasks.tasksDone, { N: checkedCount(report.workdone) })}
                    </span>
                  </summary>
                  {TASK_AREAS.filter((area) => report.workdone[area].length > 0).map((area) => (
                    <div key={area} className="hv-todos__report-area">
                      <h3>{texts.tasks.tabs[area]}</h3>
                      <ul>
                        {report.workdone[area].map((task) => (
                          <li key={task}>{task}</li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
