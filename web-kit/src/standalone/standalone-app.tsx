// A remote's own dev page (http://localhost:808x): its routes without the shell, with the shell's
// theme, its own Apollo client and a minimal sign-in, so a team can work on one remote alone.
import '../theme/theme.css';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import { genericTexts, loginTexts } from '@club/domain/account-texts';
import { AUTH_TOKEN_KEY } from '@club/domain/auth-token';
import { texts } from '@club/domain/texts';
import { graphql } from '@club/web-kit/graphql/gql';
import type { RemoteRoute } from '@club/web-kit/routes/remote-route';
import { type FormEvent, lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

const LOGIN = graphql(`
  mutation DevLogin($mail: String!, $password: String!) {
    login(mail: $mail, password: $password) { ok error authToken }
  }
`);

function DevSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [mail, setMail] = useState('admin@club.uy');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [login] = useMutation(LOGIN);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await login({ variables: { mail, password } });
      if (data?.login?.ok && data.login.authToken) {
        localStorage.setItem(AUTH_TOKEN_KEY, data.login.authToken);
        onSignedIn();
      } else setError(data?.login?.error ?? genericTexts.serverError);
    } catch {
      setError(genericTexts.serverError);
    }
  }
  return (
    <form
      className="card page"
      style={{ maxWidth: '22rem', display: 'grid', gap: '0.75rem' }}
      onSubmit={submit}
    >
      <strong>Dev: {loginTexts.title}</strong>
      <input type="email" value={mail} onChange={(e) => setMail(e.target.value)} aria-label="mail" />
      <input
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-label="password"
      />
      <p className="error-line">{error}</p>
      <button className="button" type="submit">
        {loginTexts.submit}
      </button>
    </form>
  );
}

function StandaloneApp({ title, routes }: { title: string; routes: readonly RemoteRoute[] }) {
  // Created once: a new lazy component on each render would load and mount the screen again.
  const [screens] = useState(() =>
    routes.map((route) => ({
      path: route.path,
      Screen: lazy(() => route.screen().then((c) => ({ default: c }))),
    })),
  );
  const [token, setToken] = useState(() => localStorage.getItem(AUTH_TOKEN_KEY));
  return (
    <BrowserRouter>
      <nav
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          padding: '0.75rem 1rem',
          background: 'var(--color-surface)',
          boxShadow: 'var(--shadow)',
        }}
      >
        <strong>{title}</strong>
        {routes.map(({ path }) => (
          <Link key={path} to={path}>
            {path}
          </Link>
        ))}
        {token && (
          <button
            type="button"
            onClick={() => {
              localStorage.removeItem(AUTH_TOKEN_KEY);
              setToken(null);
              // As the shell's sign-out: the hosted session in this browser ends too (decision 021).
              void import('@club/web-kit/hosted/end-hosted-session').then((m) => m.endHostedSession());
            }}
          >
            {texts.header.logout}
          </button>
        )}
      </nav>
      {token ? (
        <Suspense fallback={<p className="page">{texts.loading}</p>}>
          <Routes>
            {screens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<p className="page">{texts.notFound}</p>} />
          </Routes>
        </Suspense>
      ) : (
        <DevSignIn onSignedIn={() => setToken(localStorage.getItem(AUTH_TOKEN_KEY))} />
      )}
    </BrowserRouter>
  );
}

/**
 * The shell publishes its run-time config as `window.__CLUB_CONFIG__` (decision 006); a remote's
 * own page has no shell, so it gets the parts remotes read, pointing at the dev gateway (whose
 * hosted auth + storage stand-in mf-finance uses).
 */
function publishDevConfig(): void {
  if (Reflect.has(window, '__CLUB_CONFIG__')) return;
  const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
  Object.defineProperty(window, '__CLUB_CONFIG__', {
    value: Object.freeze({
      gatewayUrl,
      supabase: Object.freeze({ url: gatewayUrl, anonKey: 'club-anon-key' }),
    }),
    configurable: true,
  });
}

export function mountStandalone(title: string, routes: readonly RemoteRoute[]): void {
  publishDevConfig();
  const authLink = new SetContextLink((previous) => {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    return token ? { headers: { ...previous.headers, auth_token: token } } : {};
  });
  const client = new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: `${process.env.GATEWAY_URL}/graphql` })]),
    cache: new InMemoryCache(),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <StandaloneApp title={title} routes={routes} />
      </ApolloProvider>
    </StrictMode>,
  );
}
