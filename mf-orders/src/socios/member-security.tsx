import { useMutation, useQuery } from '@apollo/client/react';
import { changePasswordTexts, genericTexts } from '@club/domain/account-texts';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { useId, useState } from 'react';
import { MEMBER_SECURITY_QUERY, REMOVE_TWO_FACTOR_MUTATION } from './socios-documents.ts';

const t = texts.securityLog;

/**
 * The account's security on the member's page (issue 18): second factor, lock, temporary
 * password, and the latest sign-ins and security changes with address and browser. Its own query,
 * so the page's figures never wait for it.
 */
export function MemberSecuritySection({
  memberId,
  name,
  isAdmin,
}: {
  memberId: number;
  name: string;
  isAdmin: boolean;
}) {
  const ids = useId();
  const { data, error, refetch } = useQuery(MEMBER_SECURITY_QUERY, {
    variables: { id: memberId },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removal] = useMutation(REMOVE_TWO_FACTOR_MUTATION);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const security = data?.memberSecurity;

  async function confirmRemoval() {
    setProblem('');
    try {
      const { data: answer } = await remove({ variables: { id: memberId } });
      if (!answer?.removeMemberTwoFactor.ok)
        setProblem(answer?.removeMemberTwoFactor.error ?? genericTexts.serverError);
      setAsking(false);
      await refetch();
    } catch (failure) {
      console.error('removing the second factor failed', failure);
      setProblem(genericTexts.serverError);
      setAsking(false);
    }
  }

  return (
    <section className="card or-socio__security" aria-labelledby={`${ids}-security`}>
      <h2 id={`${ids}-security`} className="or-socio__subtitle">
        {t.title}
      </h2>
      {!security ? (
        error ? (
          <p role="alert" className="kit-alert">
            {genericTexts.serverError}
          </p>
        ) : (
          <p role="status" className="kit-status">
            {texts.loading}
          </p>
        )
      ) : (
        <>
          <ul className="or-security__facts">
            {isAdmin && (
              <li>
                {security.twoFactor.enrolled ? t.twoFactorOn : t.twoFactorOff}
                {security.twoFactor.enrolled && (
                  <button
                    type="button"
                    className="button button--secondary or-button--small"
                    onClick={() => setAsking(true)}
                  >
                    {texts.twoFactor.remove}
                  </button>
                )}
              </li>
            )}
            {security.lockedUntil && (
              <li>{fillText(t.lockedUntil, { time: formatDateTime(security.lockedUntil) })}</li>
            )}
            {security.temporaryPasswordUntil && (
              <li>{fillText(t.temporaryUntil, { date: formatDateTime(security.temporaryPasswordUntil) })}</li>
            )}
          </ul>
          {problem && (
            <p role="alert" className="kit-alert">
              {problem}
            </p>
          )}
          {security.log.length === 0 ? (
            <p className="kit-status">{t.empty}</p>
          ) : (
            <div className="or-security__scroll">
              <table className="or-security__log">
                <TableHead columns={[t.when, t.action, t.ip, t.browser]} />
                <tbody>
                  {security.log.map((line) => (
                    <tr key={line.id} className={`or-security__line or-security__line--${line.action}`}>
                      <td>
                        <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                      </td>
                      <td>{line.label}</td>
                      <td>{line.ip}</td>
                      <td>{line.browser}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {asking && (
        <Dialog title={texts.twoFactor.remove} onClose={() => setAsking(false)} busy={removal.loading}>
          <p>{fillText(texts.twoFactor.removeQuestion, { name })}</p>
          <div className="kit-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {changePasswordTexts.cancel}
            </button>
            <button
              type="button"
              className="button"
              disabled={removal.loading}
              onClick={() => void confirmRemoval()}
            >
              {texts.twoFactor.remove}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
