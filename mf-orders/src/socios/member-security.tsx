import { useMutation, useQuery } from '@apollo/client/react';
import { changePasswordTexts, genericTexts } from '@club/domain/account-texts';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { commandRefusal } from '@club/web-kit/forms/command-refusal';
import { Section } from '@club/web-kit/page/page.tsx';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { useState } from 'react';
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
  const { data, error, loading, refetch } = useQuery(MEMBER_SECURITY_QUERY, {
    variables: { id: memberId },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removal] = useMutation(REMOVE_TWO_FACTOR_MUTATION);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const security = data?.memberSecurity;

  async function confirmRemoval() {
    setProblem('');
    const refusal = await commandRefusal(
      async () => (await remove({ variables: { id: memberId } })).data?.removeMemberTwoFactor,
      genericTexts.serverError,
    );
    setProblem(refusal);
    setAsking(false);
    // Done: the section shows the account as it is now, or as last loaded when that reload fails.
    if (!refusal) await refetch().catch(() => undefined);
  }

  return (
    <Section className="card or-socio__security" title={t.title} titleClassName="or-socio__subtitle">
      <LoadStatus query={{ error, loading, refetch }} loaded={security !== undefined} />
      {security && (
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
            <ScrollRegion className="or-security__scroll" label={t.table}>
              <RecordTable
                className="or-security__log"
                records={security.log}
                recordKey={(line) => line.id}
                rowClassName={(line) => `or-security__line or-security__line--${line.action}`}
                columns={[
                  {
                    label: t.when,
                    cell: (line) => <time dateTime={line.at}>{formatDateTime(line.at)}</time>,
                  },
                  { label: t.action, cell: (line) => line.label },
                  { label: t.ip, cell: (line) => line.ip },
                  { label: t.browser, cell: (line) => line.browser },
                ]}
              />
            </ScrollRegion>
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
    </Section>
  );
}
