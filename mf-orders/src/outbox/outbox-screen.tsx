import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { StatusBadge, type Tone } from '@club/web-kit/status-badge/status-badge.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { useId } from 'react';
import { OUTBOX_QUERY, OUTBOX_SCREEN_LIMIT } from './outbox-documents.ts';
import { outboxTexts } from './outbox-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './outbox.css';

const STATUS_TONES: Readonly<Record<string, Tone>> = {
  pending: 'neutral',
  sending: 'neutral',
  sent: 'ok',
  failed: 'danger',
};

/**
 * /admin/correos: the outbox, newest first — the order mails, the members' reminders and
 * cancellations, the hosted sign-in mails — with whether each went out and, if not, why.
 */
export function OutboxScreen() {
  const ids = useId();
  const { data, loading, error, refetch } = useQuery(OUTBOX_QUERY, {
    variables: { limit: OUTBOX_SCREEN_LIMIT },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const mails = data?.outbox ?? [];

  return (
    <section className="page or-outbox" aria-labelledby={`${ids}-title`}>
      <header className="or-outbox__header">
        <div>
          <h1 id={`${ids}-title`} className="or-outbox__title">
            {outboxTexts.title}
          </h1>
          <p className="or-outbox__help">{fillText(outboxTexts.help, { N: OUTBOX_SCREEN_LIMIT })}</p>
        </div>
        <BusyButton className="button button--secondary" busy={loading} onClick={() => void refetch()}>
          {outboxTexts.refresh}
        </BusyButton>
      </header>
      {error && (
        <p role="alert" className="or-outbox__error">
          {outboxTexts.loadError}
        </p>
      )}
      {!data && loading && (
        <p role="status" className="or-outbox__help">
          {texts.loading}
        </p>
      )}
      {data && mails.length === 0 && <p className="or-outbox__help">{outboxTexts.empty}</p>}
      {mails.length > 0 && (
        <table className="or-outbox__table">
          <TableHead
            columns={[
              outboxTexts.createdAt,
              outboxTexts.recipient,
              outboxTexts.subject,
              outboxTexts.status,
              outboxTexts.attempts,
              outboxTexts.lastError,
            ]}
          />
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id}>
                <td data-label={outboxTexts.createdAt} className="or-outbox__when">
                  {formatDateTime(mail.createdAt)}
                </td>
                <td data-label={outboxTexts.recipient}>{mail.recipient ?? outboxTexts.noRecipient}</td>
                <td data-label={outboxTexts.subject}>
                  {mail.subject}
                  <span className="or-outbox__template">{mail.templateId}</span>
                </td>
                <td data-label={outboxTexts.status}>
                  <StatusBadge
                    status={mail.status}
                    labels={outboxTexts.statuses}
                    tones={STATUS_TONES}
                    className="or-outbox__status"
                  />
                </td>
                <td data-label={outboxTexts.attempts} className="or-outbox__attempts">
                  {mail.attempts}
                </td>
                <td data-label={outboxTexts.lastError} className="or-outbox__last-error">
                  {mail.lastError ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
