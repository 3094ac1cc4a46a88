import { useApolloClient, useMutation } from '@apollo/client/react';
import { texts } from '@club/domain/texts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { LOGIN_MUTATION } from './auth-documents.ts';
import { loginOutcome } from './login-outcome.ts';
import { setToken } from './token-store.ts';
import './auth.css';

export function LoginPage() {
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [login] = useMutation(LOGIN_MUTATION);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const { data } = await login({ variables: { mail, password } });
      const outcome = loginOutcome(data?.login);
      if (outcome.kind === 'success') {
        // Nothing cached for a previous member (admin check, cart data) may leak into this session.
        await client.clearStore();
        setToken(outcome.token);
        navigate('/', { replace: true });
        return;
      }
      setError(outcome.message);
    } catch (failure) {
      console.error('login failed', failure);
      setError(texts.generic.serverError);
    }
    setSending(false);
  }

  return (
    <section className="auth-screen">
      {/* Spec §5: the e-mail input type is the only client-side check; the gateway answers the rest. */}
      <form className="auth-card" onSubmit={onSubmit}>
        <Logo size={88} />
        <h1 className="auth-card__title">{texts.login.title}</h1>
        <div className="field">
          <label className="visually-hidden" htmlFor="login-mail">
            {texts.login.mailPlaceholder}
          </label>
          <input
            id="login-mail"
            type="email"
            name="mail"
            autoComplete="username"
            placeholder={texts.login.mailPlaceholder}
            value={mail}
            onChange={(event) => setMail(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="visually-hidden" htmlFor="login-password">
            {texts.login.passwordPlaceholder}
          </label>
          <input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder={texts.login.passwordPlaceholder}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <p className="error-line" role="alert">
          {error}
        </p>
        <button type="submit" className="button auth-card__submit" disabled={sending}>
          {texts.login.submit}
        </button>
      </form>
    </section>
  );
}
