import { useMutation, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { formatDate, formatDateTime } from '@club/web-kit/format/date-format';
import type { MembershipApplicationsQuery } from '@club/web-kit/graphql/graphql';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { type FormEvent, useId, useState } from 'react';
import {
  APPLICATIONS_QUERY,
  APPROVE_APPLICATION_MUTATION,
  ISSUE_INVITATION_MUTATION,
  REJECT_APPLICATION_MUTATION,
  REVOKE_INVITATION_MUTATION,
  WAITLIST_APPLICATION_MUTATION,
} from './applications-documents.ts';
import { applicationsTexts as t } from './applications-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './applications.css';

type Application = MembershipApplicationsQuery['membershipApplications'][number];

const fullName = (application: Application) =>
  `${application.name ?? ''} ${application.lastName ?? ''}`.trim();

/**
 * /admin/solicitudes: invitation links (made, shown once, revoked), and the applications sent
 * through them: pending, the waitlist in its order, and those already answered.
 */
export function ApplicationsScreen() {
  const ids = useId();
  const { data, error, refetch } = useQuery(APPLICATIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [issue] = useMutation(ISSUE_INVITATION_MUTATION);
  const [revoke] = useMutation(REVOKE_INVITATION_MUTATION);
  const [approve] = useMutation(APPROVE_APPLICATION_MUTATION);
  const [waitlist] = useMutation(WAITLIST_APPLICATION_MUTATION);
  const [reject] = useMutation(REJECT_APPLICATION_MUTATION);
  const [days, setDays] = useState('14');
  const [singleUse, setSingleUse] = useState(true);
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const [reason, setReason] = useState('');

  // Leaving the screen cancels a refetch under way (Apollo rejects it with AbortError): nothing to
  // show then, and a failed refetch shows as the query's own error.
  const reload = () => refetch().catch(() => undefined);

  const answered = async (
    answer: { ok: boolean; error?: string | null; outcome?: string | null } | undefined,
    done: string,
  ) => {
    if (answer?.ok) {
      setProblem(null);
      setMessage(answer.outcome === 'waitlisted' ? t.waitlisted : done);
      await reload();
      return true;
    }
    setMessage(null);
    setProblem(answer?.error ?? t.loadError);
    return false;
  };

  async function onIssue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data: issued } = await issue({ variables: { days: Number(days), singleUse } });
    const answer = issued?.issueInvitation;
    if (answer?.ok && answer.token) {
      setLink(`${window.location.origin}/solicitud/${answer.token}`);
      setProblem(null);
      await reload();
    } else {
      setProblem(answer?.error ?? null);
    }
  }

  async function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rejecting) return;
    const { data: rejected } = await reject({ variables: { id: rejecting.id, reason } });
    if (await answered(rejected?.rejectApplication, fillText(t.rejected, { reason }))) {
      setRejecting(null);
      setReason('');
    }
  }

  const applications = data?.membershipApplications ?? [];
  const pending = applications.filter((application) => application.status === 'pending');
  const waitlisted = applications.filter((application) => application.status === 'waitlisted');
  const decided = applications.filter(
    (application) => application.status === 'approved' || application.status === 'rejected',
  );

  const person = {
    label: t.person,
    cell: (application: Application) => (
      <>
        <strong>{fullName(application)}</strong>
        <span className="or-applications__sub">{formatDateTime(application.submittedAt)}</span>
      </>
    ),
  };
  const identity = {
    label: t.identity,
    cell: (application: Application) => (
      <>
        {application.cedula}
        <span className="or-applications__sub">
          {application.birthDate ? formatDate(application.birthDate) : ''} ·{' '}
          {t.residency[application.residency ?? ''] ?? ''}
        </span>
      </>
    ),
  };
  const contact = {
    label: t.contact,
    cell: (application: Application) => (
      <>
        {application.mail}
        <span className="or-applications__sub">{application.phone}</span>
      </>
    ),
  };
  const actions = (withWaitlist: boolean) => ({
    label: t.state,
    cell: (application: Application) => {
      const name = fullName(application);
      return (
        <div className="or-applications__actions">
          <button
            type="button"
            className="button"
            aria-label={fillText(t.approveLabel, { name })}
            onClick={async () => {
              const { data: approved } = await approve({ variables: { id: application.id } });
              await answered(approved?.approveApplication, fillText(t.approvedNotice, { name }));
            }}
          >
            {t.approve}
          </button>
          {withWaitlist && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={fillText(t.waitlistLabel, { name })}
              onClick={async () => {
                const { data: listed } = await waitlist({ variables: { id: application.id } });
                await answered(listed?.waitlistApplication, t.waitlisted);
              }}
            >
              {t.waitlist}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-label={fillText(t.rejectLabel, { name })}
            onClick={() => setRejecting(application)}
          >
            {t.reject}
          </button>
        </div>
      );
    },
  });

  return (
    <section className="page or-applications" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t.title}</h1>
      <p>{t.help}</p>
      {error && <p role="alert">{t.loadError}</p>}
      <p role="status" className="or-applications__notice">
        {message}
      </p>
      {problem && (
        <p role="alert" className="error-line">
          {problem}
        </p>
      )}

      <h2>{t.invitationsTitle}</h2>
      <form className="or-applications__issue" onSubmit={onIssue}>
        <label htmlFor={`${ids}-days`}>{t.days}</label>
        <input
          id={`${ids}-days`}
          type="number"
          min={1}
          max={90}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <label className="or-applications__check">
          <input
            type="checkbox"
            checked={singleUse}
            onChange={(event) => setSingleUse(event.target.checked)}
          />
          {t.singleUse}
        </label>
        <button type="submit" className="button">
          {t.issue}
        </button>
      </form>
      {link && (
        <div className="or-applications__link">
          <p>{t.newLink}</p>
          <label htmlFor={`${ids}-link`}>{t.linkLabel}</label>
          <input id={`${ids}-link`} readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {data && data.invitations.length === 0 && <p>{t.noInvitations}</p>}
      {data && data.invitations.length > 0 && (
        <RecordTable
          className="or-applications__table"
          label={t.invitationsTitle}
          records={data.invitations}
          recordKey={(invitation) => invitation.id}
          columns={[
            { label: '#', cell: (invitation) => invitation.id },
            { label: t.expires, cell: (invitation) => formatDateTime(invitation.expiresAt) },
            { label: t.uses, cell: (invitation) => invitation.uses, figure: true },
            {
              label: t.state,
              cell: (invitation) =>
                invitation.usable ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={fillText(t.revokeLabel, { id: invitation.id })}
                    onClick={async () => {
                      const { data: revoked } = await revoke({ variables: { id: invitation.id } });
                      await answered(revoked?.revokeInvitation, t.notUsable);
                    }}
                  >
                    {t.revoke}
                  </button>
                ) : (
                  t.notUsable
                ),
            },
          ]}
        />
      )}

      <h2>{t.pendingTitle}</h2>
      {pending.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <RecordTable
          className="or-applications__table"
          label={t.pendingTitle}
          records={pending}
          recordKey={(application) => application.id}
          columns={[person, identity, contact, actions(true)]}
        />
      )}

      <h2>{t.waitlistTitle}</h2>
      {waitlisted.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <RecordTable
          className="or-applications__table"
          label={t.waitlistTitle}
          records={waitlisted}
          recordKey={(application) => application.id}
          columns={[
            { label: t.position, cell: (application) => application.position, figure: true },
            person,
            identity,
            contact,
            actions(false),
          ]}
        />
      )}

      <h2>{t.decidedTitle}</h2>
      {decided.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <RecordTable
          className="or-applications__table"
          label={t.decidedTitle}
          records={decided}
          recordKey={(application) => application.id}
          columns={[
            person,
            identity,
            {
              label: t.state,
              cell: (application) =>
                application.status === 'approved'
                  ? fillText(t.approved, { id: application.memberId ?? '' })
                  : fillText(t.rejected, { reason: application.reason ?? '' }),
            },
          ]}
        />
      )}

      {rejecting && (
        <dialog open aria-labelledby={`${ids}-reject`} className="or-applications__dialog">
          <form onSubmit={onReject}>
            <h2 id={`${ids}-reject`}>{fillText(t.rejectLabel, { name: fullName(rejecting) })}</h2>
            <label htmlFor={`${ids}-reason`}>{t.reason}</label>
            <textarea
              id={`${ids}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="or-applications__actions">
              <button type="submit" className="button">
                {t.confirmReject}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setRejecting(null)}>
                {t.cancel}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </section>
  );
}
