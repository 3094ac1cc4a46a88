import { useApolloClient, useMutation } from '@apollo/client/react';
import { genericTexts, loginTexts } from '@club/domain/account-texts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { LOGIN_MUTATION, LOGIN_WITH_CODE_MUTATION } from './auth-documents.ts';
import { type LoginOutcome, loginOutcome } from './login-outcome.ts';
import { handPageSession } from './page-session.ts';
import { SESSION_QUERY } from './session-documents.ts';
import { setToken } from './token-store.ts';
import { isAdminAnswer } from './use-session.ts';
import './auth.css';

/** The card's fields: the placeholder is the label, kept for screen readers too. */
function PlaceholderField({
  id,
  placeholder,
  value,
  onChange,
  autoFocus = false,
  ...input
}: {
  id: string;
  name: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="field">
      <label className="visually-hidden" htmlFor={id}>
        {placeholder}
      </label>
      <input
        id={id}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: only the code step's one field, shown because the user asked for it
        autoFocus={autoFocus}
        {...input}
      />
    </div>
  );
}

export function LoginPage() {
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Set after a right password of an admin with a second factor: the card then asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [login] = useMutation(LOGIN_MUTATION);
  const [loginWithCode] = useMutation(LOGIN_WITH_CODE_MUTATION);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function finish(outcome: LoginOutcome) {
    if (outcome.kind === 'success') {
      // Nothing cached for a previous member (admin check, cart data) may leak into this session.
      await client.clearStore();
      setToken(outcome.token);
      handPageSession(outcome.token);
      if (outcome.mustChangePassword) {
        navigate('/changepassword', { replace: true });
        return true;
      }
      // Back-office people land on what needs doing today; members on the storefront. The answer
      // stays cached for the header's session, so it costs no second request.
      const session = await client.query({ query: SESSION_QUERY }).catch(() => null);
      navigate(isAdminAnswer(session?.data?.adminCheck) ? '/admin' : '/', { replace: true });
      return true;
    }
    if (outcome.kind === 'code-required') {
      setChallenge(outcome.challenge);
      setCode('');
      return false;
    }
    // An expired ticket starts the sign-in over: the password step is shown again.
    if (challenge !== null && outcome.message === loginTexts.codeExpired) setChallenge(null);
    setError(outcome.message);
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const outcome =
        challenge === null
          ? loginOutcome((await login({ variables: { mail, password } })).data?.login)
          : loginOutcome((await loginWithCode({ variables: { challenge, code } })).data?.loginWithCode);
      if (await finish(outcome)) return;
    } catch (failure) {
      console.error('login failed', failure);
      setError(genericTexts.serverError);
    }
    setSending(false);
  }

  function back() {
    setChallenge(null);
    setPassword('');
    setError('');
  }

  return (
    <section className="auth-screen">
      {/* Spec §5: the e-mail input type is the only client-side check; the gateway answers the rest. */}
      <form className="auth-card" onSubmit={onSubmit}>
        <Logo size={88} alt={loginTexts.logoAlt} />
        {challenge === null ? (
          <>
            <h1 className="auth-card__title">{loginTexts.title}</h1>
            <PlaceholderField
              id="login-mail"
              type="email"
              name="mail"
              autoComplete="username"
              placeholder={loginTexts.mailPlaceholder}
              value={mail}
              onChange={setMail}
            />
            <PlaceholderField
              id="login-password"
              type="password"
              name="password"
              autoComplete="current-password"
              placeholder={loginTexts.passwordPlaceholder}
              value={password}
              onChange={setPassword}
            />
          </>
        ) : (
          <>
            <h1 className="auth-card__title">{loginTexts.codeTitle}</h1>
            <p className="auth-card__help">{loginTexts.codeRequired}</p>
            {/* Text, not numeric: a recovery code has letters. */}
            <PlaceholderField
              id="login-code"
              name="code"
              autoComplete="one-time-code"
              placeholder={loginTexts.codePlaceholder}
              value={code}
              onChange={setCode}
              autoFocus
            />
          </>
        )}
        <p className="error-line" role="alert">
          {error}
        </p>
        <button type="submit" className="button auth-card__submit" disabled={sending}>
          {challenge === null ? loginTexts.submit : loginTexts.codeSubmit}
        </button>
        {challenge !== null && (
          <button type="button" className="button button--secondary" onClick={back}>
            {loginTexts.back}
          </button>
        )}
      </form>
    </section>
  );
}
