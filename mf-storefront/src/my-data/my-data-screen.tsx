import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { isLeaveReason } from '@club/domain/member-leaving';
import { identityTexts, leavingTexts } from '@club/domain/member-texts';
import { loadingText } from '@club/domain/texts';
import { saveFile } from '@club/web-kit/download/save-file';
import { formatDate, formatDateTime } from '@club/web-kit/format/date-format';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { type ReactNode, useId } from 'react';
import { MY_DATA_QUERY, type MyData } from './my-data-documents.ts';
import { myDataTexts as t } from './my-data-texts.ts';
import './my-data.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sf-my-data__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const residencyLabel = (value: string | null) =>
  value === 'ciudadania' || value === 'residencia' ? identityTexts.residencyLabels[value] : null;

function PersonalData({ member }: { member: MyData['member'] }) {
  const shown = (value: string | null) => value ?? t.notRecorded;
  const day = (value: string | null) => (value ? formatDate(value) : t.notRecorded);
  const rows: Array<[string, string]> = [
    [t.number, `#${member.id}`],
    [t.name, member.name],
    [t.lastName, member.lastName],
    [t.mail, member.mail],
    [t.cedula, shown(member.cedula)],
    [t.birthDate, day(member.birthDate)],
    [t.residency, shown(residencyLabel(member.residency))],
    [t.phone, shown(member.phone)],
    [t.irccaRegisteredOn, day(member.irccaRegisteredOn)],
    [t.joinedAt, formatDate(member.joinedAt.slice(0, 10))],
    [t.role, t.roles[member.role] ?? member.role],
  ];
  if (member.leftOn !== null) {
    const reason = isLeaveReason(member.leaveReason) ? leavingTexts.reasonLabels[member.leaveReason] : '';
    rows.push([t.leftOn, `${formatDate(member.leftOn)}${reason ? ` · ${reason}` : ''}`]);
  }
  return (
    <dl className="sf-my-data__fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List<T>({ items, empty, line }: { items: T[]; empty: string; line: (item: T) => string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="sf-my-data__list">
      {items.map((item, index) => (
        // The lists are read-only snapshots: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: nothing reorders them
        <li key={index}>{line(item)}</li>
      ))}
    </ul>
  );
}

/** /mis-datos: what the club holds about the signed-in member, readable, and the same as a JSON file. */
export function MyDataScreen() {
  const { data, loading, error, refetch } = useQuery(MY_DATA_QUERY, { fetchPolicy: 'network-only' });
  const json = data?.myData ?? null;
  const mine = json ? (JSON.parse(json) as MyData | null) : null;
  const grams = mine ? mine.orders.reduce((sum, order) => sum + order.grams, 0) : 0;

  return (
    <article className="sf-my-data">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {error && !mine && (
        <div>
          <AlertLine message={t.loadError} />
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {loading && !mine && <p role="status">{loadingText}</p>}
      {mine && json && (
        <>
          <button
            type="button"
            className="button"
            onClick={() => saveFile(fillText(t.fileName, { id: mine.member.id }), [json], 'application/json')}
          >
            {t.download}
          </button>
          <Section title={t.personal}>
            <PersonalData member={mine.member} />
          </Section>
          <Section title={t.orders}>
            {mine.orders.length > 0 && <p>{fillText(t.gramsTotal, { grams })}</p>}
            <List
              items={mine.orders}
              empty={t.noOrders}
              line={(order) =>
                `${order.kind === 'bill' ? t.bill : t.order} · ${formatDate(order.date)}${order.time ? ` ${order.time}` : ''} · ${order.grams} g · $ ${order.total}`
              }
            />
          </Section>
          <Section title={t.sessions}>
            <List
              items={mine.sessions}
              empty={t.noSessions}
              line={(session) =>
                fillText(session.revokedAt ? t.sessionClosed : t.sessionOpen, {
                  start: formatDateTime(session.createdAt),
                  end: formatDateTime(session.revokedAt ?? session.expiresAt),
                })
              }
            />
          </Section>
          <Section title={t.securityLog}>
            <List
              items={mine.securityLog}
              empty={t.noSecurityLog}
              line={(entry) =>
                `${formatDateTime(entry.at)} · ${entry.action} · ${entry.ip} · ${entry.browser}`
              }
            />
          </Section>
          <Section title={t.mails}>
            <List
              items={mine.mails}
              empty={t.noMails}
              line={(mail) => `${formatDateTime(mail.at)} · ${mail.subject ?? mail.template}`}
            />
          </Section>
        </>
      )}
    </article>
  );
}
