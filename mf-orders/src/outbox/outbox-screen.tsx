import { useMutation, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { mailDeliveryTexts } from '@club/domain/mail-texts';
import { texts } from '@club/domain/texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { StatusBadge, type Tone } from '@club/web-kit/status-badge/status-badge.tsx';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { useId, useState } from 'react';
import { OUTBOX_QUERY, OUTBOX_SCREEN_LIMIT, SEND_TEST_MAIL_MUTATION } from './outbox-documents.ts';
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
 * cancellations, the hosted sign-in mails — with whether each went out and, if not, why; and,
 * before them, when no mail server is set, that none will go out until one is.
 */
export function OutboxScreen() {
  const ids = useId();
  const { data, loading, error, refetch } = useQuery(OUTBOX_QUERY, {
    variables: { limit: OUTBOX_SCREEN_LIMIT },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const mails = data?.outbox ?? [];
  const [sendTest, testing] = useMutation(SEND_TEST_MAIL_MUTATION);
  const [testNote, setTestNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function onTest() {
    try {
      const answer = (await sendTest()).data?.sendTestMail;
      setTestNote(answer ? { ok: true, text: answer.message } : { ok: false, text: outboxTexts.loadError });
      await refetch();
    } catch {
      setTestNote({ ok: false, text: outboxTexts.loadError });
    }
  }

  return (
    <section className="page or-outbox" aria-labelledby={`${ids}-title`}>
      <header className="or-outbox__header">
        <div>
          <h1 id={`${ids}-title`} className="or-outbox__title">
            {outboxTexts.title}
          </h1>
          <p className="or-outbox__help">{fillText(outboxTexts.help, { N: OUTBOX_SCREEN_LIMIT })}</p>
        </div>
        <div className="or-outbox__actions">
          <BusyButton
            className="button button--secondary"
            busy={testing.loading}
            onClick={() => void onTest()}
          >
            {mailDeliveryTexts.testButton}
          </BusyButton>
          <BusyButton className="button button--secondary" busy={loading} onClick={() => void refetch()}>
            {outboxTexts.refresh}
          </BusyButton>
        </div>
      </header>
      {testNote && (
        <p
          role={testNote.ok ? 'status' : 'alert'}
          className={testNote.ok ? 'or-outbox__help' : 'or-outbox__error'}
        >
          {testNote.text}
        </p>
      )}
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
      {data && !data.mailDeliveryConfigured && (
        <div className="or-outbox__warning" role="note" aria-labelledby={`${ids}-no-smtp`}>
          <p id={`${ids}-no-smtp`}>
            <strong>{mailDeliveryTexts.notConfigured}</strong>
          </p>
          <p>{mailDeliveryTexts.notConfiguredHint}</p>
        </div>
      )}
      {data && mails.length === 0 && <p className="or-outbox__help">{outboxTexts.empty}</p>}
      {mails.length > 0 && (
        <RecordTable
          className="or-outbox__table"
          records={mails}
          recordKey={(mail) => mail.id}
          columns={[
            {
              label: outboxTexts.createdAt,
              className: 'or-outbox__when',
              cell: (mail) => formatDateTime(mail.createdAt),
            },
            { label: outboxTexts.recipient, cell: (mail) => mail.recipient ?? outboxTexts.noRecipient },
            {
              label: outboxTexts.subject,
              cell: (mail) => (
                <>
                  {mail.subject}
                  <span className="or-outbox__template">{mail.templateName}</span>
                </>
              ),
            },
            {
              label: outboxTexts.status,
              cell: (mail) => (
                <StatusBadge
                  status={mail.status}
                  labels={outboxTexts.statuses}
                  tones={STATUS_TONES}
                  className="or-outbox__status"
                />
              ),
            },
            { label: outboxTexts.attempts, className: 'or-outbox__attempts', cell: (mail) => mail.attempts },
            {
              label: outboxTexts.lastError,
              className: 'or-outbox__last-error',
              cell: (mail) => mail.lastError ?? '',
            },
          ]}
        />
      )}
    </section>
  );
}
