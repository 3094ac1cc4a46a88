import { useQuery } from '@apollo/client/react';
import { monthLabel } from '@club/domain/calendar-month';
import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { texts } from '@club/domain/texts';
import { LinkButton } from '@club/web-kit/buttons/link-button.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { useId } from 'react';
import { useParams } from 'react-router';
import { GramsChart } from './grams-chart.tsx';
import { MemberActionButtons, useMemberActions } from './member-actions.tsx';
import { MemberPhotoSection } from './member-photo-section.tsx';
import { MemberRolesSection } from './member-roles.tsx';
import { MemberSecuritySection } from './member-security.tsx';
import { MemberIdentitySection, MemberStatusPill } from './member-status.tsx';
import { type MemberActivity, SOCIO_PAGE_QUERY } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import { RetryAlert } from '@club/web-kit/page/page.tsx';
import { Pill } from '@club/web-kit/status-badge/status-badge.tsx';
import './socios.css';

const statusText: Record<string, string> = {
  placed: sociosTexts.statusPlaced,
  delivered: sociosTexts.statusDelivered,
  not_collected: sociosTexts.statusNotCollected,
  cancelled: sociosTexts.statusCancelled,
};

function LimitMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = Math.min(100, Math.round((used / limit) * 100));
  return (
    <div className="or-meter">
      <p className="or-meter__text">
        <span>{label}</span>
        <strong>{fillText(sociosTexts.gramsOf, { used, limit })}</strong>
      </p>
      <meter className="visually-hidden" aria-label={label} min={0} max={limit} value={used} />
      <div className={`or-meter__track${used >= limit ? ' or-meter__track--full' : ''}`} aria-hidden="true">
        <span className="or-meter__fill" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** The activity grouped by calendar month, newest month first (future pickups included). */
function byMonth(activity: readonly MemberActivity[]): Array<[string, MemberActivity[]]> {
  const groups = new Map<string, MemberActivity[]>();
  for (const entry of activity) {
    const month = entry.date.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), entry]);
  }
  return [...groups].sort(([a], [b]) => b.localeCompare(a));
}

function MonthSection({ month, entries }: { month: string; entries: MemberActivity[] }) {
  const ids = useId();
  const orders = entries.filter((entry) => entry.kind === 'order');
  const bills = entries.filter((entry) => entry.kind === 'bill');
  const grams = entries.reduce((sum, entry) => sum + (entry.counted ? entry.grams : 0), 0);
  const total = entries.reduce((sum, entry) => sum + (entry.counted ? entry.total : 0), 0);
  return (
    <section className="or-month" aria-labelledby={`${ids}-month`}>
      <h3 id={`${ids}-month`} className="or-month__title">
        <span>{monthLabel(month)}</span>
        <span className="or-month__summary">
          {sociosTexts.orders}: {orders.length} · {sociosTexts.bills}: {bills.length} · {grams} g ·{' '}
          {formatPesos(total)}
        </span>
      </h3>
      <ul className="or-month__list">
        {entries.map((entry) => (
          <li
            key={`${entry.kind}-${entry.id}`}
            className={`or-entry${entry.counted ? '' : ' or-entry--void'}`}
          >
            <span className="or-entry__when">
              {entry.kind === 'order' ? sociosTexts.order : sociosTexts.bill} · {formatDate(entry.date)}
              {entry.time ? ` ${entry.time}` : ''}
            </span>
            <span className="or-entry__what">
              {entry.lines.map((line) => `${line.species} ${line.grams} g`).join(', ')}
            </span>
            <span className="or-entry__figures">
              {entry.grams} g · {formatPesos(entry.total)}
            </span>
            <span className={`or-entry__status or-entry__status--${entry.status}`}>
              {statusText[entry.status] ?? entry.status}
              {entry.counted ? '' : ` (${sociosTexts.notCounted})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/socios/:id: the member's grams against the limits, twelve months, orders and bills, history. */
export function MemberScreen() {
  const ids = useId();
  const param = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const { data, loading, error, refetch } = useQuery(SOCIO_PAGE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const actions = useMemberActions(['SocioPage']);
  const page = data?.memberPage;

  if (id === null || (data && page === null)) {
    return (
      <section className="or-socio">
        <p className="kit-status">{fillText(sociosTexts.unknownMember, { id: param })}</p>
        <LinkButton to="/admin/socios" secondary>
          {sociosTexts.backToList}
        </LinkButton>
      </section>
    );
  }
  if (!page) {
    return (
      <section className="or-socio">
        {error ? (
          <RetryAlert
            message={sociosTexts.pageLoadError}
            retryLabel={sociosTexts.retry}
            onRetry={() => void refetch()}
          />
        ) : (
          loading && (
            <p role="status" className="kit-status">
              {texts.loading}
            </p>
          )
        )}
      </section>
    );
  }

  const { member, grams, months, activity, history } = page;
  const name = `${member.name} ${member.lastName}`;
  const groups = byMonth(activity);
  return (
    <article className="or-socio" aria-labelledby={`${ids}-title`}>
      <header className="or-socio__header card">
        <div className="or-socio__identity">
          <h1 id={`${ids}-title`} className="or-socio__title">
            {fillText(sociosTexts.memberTitle, { id: member.id, name })}
          </h1>
          <p className="or-socio__facts">
            <span>{member.mail}</span>
            <span>{fillText(sociosTexts.since, { date: formatDate(member.since) })}</span>
          </p>
          <p className="or-badges">
            <MemberStatusPill member={member} />
            {member.role === 'admin' && <Pill tone="accent">{sociosTexts.admin}</Pill>}
            <label className="or-socio__trimmer">
              <input
                type="checkbox"
                className="or-switch"
                checked={member.trimmer}
                onChange={() => void actions.toggleTrimmer(member)}
              />{' '}
              {sociosTexts.trimmer}
            </label>
          </p>
        </div>
        <MemberActionButtons member={member} open={actions.open} />
      </header>
      <MemberIdentitySection member={member} />
      <MemberPhotoSection memberId={member.id} name={name} />
      {actions.trimmerError && (
        <p role="alert" className="kit-alert">
          {actions.trimmerError}
        </p>
      )}

      <div className="or-socio__grid">
        <section className="card or-socio__limits" aria-labelledby={`${ids}-limits`}>
          <h2 id={`${ids}-limits`} className="or-socio__subtitle">
            {sociosTexts.limits}
          </h2>
          <LimitMeter
            label={fillText(sociosTexts.monthLimit, { month: monthLabel(grams.month) })}
            used={grams.usedMonth}
            limit={grams.limitMonth}
          />
          <LimitMeter
            label={fillText(sociosTexts.yearLimit, { year: grams.month.slice(0, 4) })}
            used={grams.usedYear}
            limit={grams.limitYear}
          />
        </section>
        <section className="card or-socio__chart" aria-labelledby={`${ids}-chart`}>
          <h2 id={`${ids}-chart`} className="or-socio__subtitle">
            {sociosTexts.chartTitle}
          </h2>
          <GramsChart months={months} limit={grams.limitMonth} />
        </section>
      </div>

      <section className="card or-socio__activity" aria-labelledby={`${ids}-activity`}>
        <h2 id={`${ids}-activity`} className="or-socio__subtitle">
          {sociosTexts.byMonth}
        </h2>
        {groups.length === 0 ? (
          <p className="kit-status">{sociosTexts.noActivity}</p>
        ) : (
          groups.map(([month, entries]) => <MonthSection key={month} month={month} entries={entries} />)
        )}
      </section>

      <section className="card or-socio__history" aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`} className="or-socio__subtitle">
          {sociosTexts.history}
        </h2>
        {history.length === 0 ? (
          <p className="kit-status">{sociosTexts.noHistory}</p>
        ) : (
          <ol className="or-history">
            {history.map((entry) => (
              <li key={entry.position} className="or-history__entry">
                <time className="or-history__when" dateTime={`${entry.date}T${entry.time}`}>
                  {formatDate(entry.date)} {entry.time}
                </time>
                <span className="or-history__what">{entry.description}</span>
                <span className="or-history__who">{entry.who}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <MemberRolesSection memberId={member.id} />
      <MemberSecuritySection memberId={member.id} name={name} isAdmin={member.role === 'admin'} />
      {actions.dialog}
    </article>
  );
}
