import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { RECOVERY_CODE_COUNT } from '@club/domain/account-security';
import { genericTexts } from '@club/domain/account-texts';
import { fillText } from '@club/domain/fill-text';
import type { texts } from '@club/domain/texts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CONFIRM_TWO_FACTOR_MUTATION,
  type EnrolmentAnswer,
  START_TWO_FACTOR_MUTATION,
  TWO_FACTOR_STATUS_QUERY,
} from './auth-documents.ts';
import { handPageSession } from './page-session.ts';
import { setToken } from './token-store.ts';
import './auth.css';

/** '2026-11-24T…' as '24/11/2026', the club's way. */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('es-UY', { timeZone: 'America/Montevideo' });
}

/** The secret in groups of four, as authenticator apps show a key to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An admin's second factor (issue 18): the QR code and a first code turn it on, then the ten
 * recovery codes are shown once. An admin already enrolled sees how many codes are left.
 */
interface Props {
  /** `texts.twoFactor`, and the shell's loading indicator: given by the caller, since a lazy chunk
   * that imported them would make every first view carry the whole `texts` (decision 031). */
  words: (typeof texts)['twoFactor'];
  loading: ReactNode;
}

export function TwoFactorPage({ words: t, loading }: Props) {
  const status = useQuery(TWO_FACTOR_STATUS_QUERY, { fetchPolicy: 'network-only' });
  const me = status.data?.me;

  if (status.loading) return loading;
  if (status.error || !me) {
    return (
      <section className="auth-screen">
        <p className="error-line">{genericTexts.serverError}</p>
      </section>
    );
  }
  return (
    <section className="auth-screen">
      <div className="auth-card two-factor">
        <h1 className="auth-card__title">{t.title}</h1>
        {!me.isAdmin ? (
          <p className="auth-card__help">{t.adminsOnly}</p>
        ) : me.twoFactor?.enrolled ? (
          <>
            <p className="two-factor__state">{t.active}</p>
            {me.twoFactor.enrolledAt && (
              <p className="auth-card__help">
                {fillText(t.activeSince, { date: dayOf(me.twoFactor.enrolledAt) })}
              </p>
            )}
            <p className="auth-card__help">
              {fillText(t.recoveryLeft, { N: me.twoFactor.recoveryCodesLeft })}
            </p>
          </>
        ) : (
          <Enrolment words={t} loading={loading} />
        )}
      </div>
    </section>
  );
}

function Enrolment({ words: t, loading }: Props) {
  const [start] = useMutation(START_TWO_FACTOR_MUTATION);
  const [confirm] = useMutation(CONFIRM_TWO_FACTOR_MUTATION);
  const [enrolment, setEnrolment] = useState<EnrolmentAnswer | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const client = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    // Once per visit: each start draws a new secret, and a second one would void the QR shown.
    if (started.current) return;
    started.current = true;
    start()
      .then(({ data }) => {
        const answer = data?.startTwoFactorEnrolment;
        if (answer?.ok) setEnrolment(answer);
        else setError(answer?.error ?? genericTexts.serverError);
      })
      .catch((failure: unknown) => {
        console.error('two-factor enrolment failed to start', failure);
        setError(genericTexts.serverError);
      });
  }, [start]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const { data } = await confirm({ variables: { code } });
      const answer = data?.confirmTwoFactorEnrolment;
      if (answer?.ok && answer.recoveryCodes) {
        // Enrolling ended every session of the account, this one too: the new one replaces it.
        if (answer.authToken) {
          setToken(answer.authToken);
          handPageSession(answer.authToken);
        }
        setRecoveryCodes(answer.recoveryCodes);
      } else setError(answer?.error ?? genericTexts.serverError);
    } catch (failure) {
      console.error('two-factor confirmation failed', failure);
      setError(genericTexts.serverError);
    }
    setSending(false);
  }

  async function done() {
    // The banner and the admin guard read the session: it must know the factor is on now.
    await client.refetchQueries({ include: ['Session'] }).catch(() => {});
    navigate('/admin', { replace: true });
  }

  if (recoveryCodes) {
    return (
      <>
        <p className="two-factor__state">{t.active}</p>
        <h2 className="two-factor__subtitle">{t.recoveryTitle}</h2>
        <p className="auth-card__help">{t.recoveryHelp}</p>
        <ol className="two-factor__codes" aria-label={t.recoveryTitle} data-count={RECOVERY_CODE_COUNT}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="button auth-card__submit" onClick={done}>
          {t.done}
        </button>
      </>
    );
  }

  return (
    <form className="two-factor__form" onSubmit={onSubmit}>
      <p className="auth-card__help">{t.intro}</p>
      {enrolment?.qrSvg ? (
        // An <img> of the SVG, not inline markup: whatever the document holds, it cannot run.
        <img
          className="two-factor__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt="Código QR para la app de autenticación"
          width={200}
          height={200}
        />
      ) : (
        !error && loading
      )}
      {enrolment?.secret && (
        <p className="auth-card__help">
          {t.secretLabel} <code className="two-factor__secret">{grouped(enrolment.secret)}</code>
        </p>
      )}
      <div className="field">
        <label htmlFor="two-factor-code">{t.codeLabel}</label>
        <input
          id="two-factor-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <p className="error-line" role="alert">
        {error}
      </p>
      <button type="submit" className="button auth-card__submit" disabled={sending || !enrolment}>
        {t.confirm}
      </button>
    </form>
  );
}
