import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { LinkButton } from '@club/web-kit/buttons/link-button.tsx';
import { hostedSettings } from '@club/web-kit/hosted/hosted-settings';
import { Page, RetryAlert } from '@club/web-kit/page/page.tsx';
import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa, type ViewType } from '@supabase/auth-ui-shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { memo, useEffect, useState } from 'react';
import { financeTexts } from '../back-office/finance-texts.ts';
import { takeRecoveryPending } from '../hosted/supabase-client.ts';
import { useHostedUser } from '../hosted/use-hosted-user.ts';
import { supabaseAuthTexts as t } from './supabase-auth-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './supabase-auth.css';

// Spec §2 "Hosted auth UI" (/admin/supabase): @supabase/auth-ui-react with its six views and the
// links between them, providers github, google and azure, vertical social layout, a 360px card.

export const PROVIDERS = ['github', 'google', 'azure'] as const;

// Module constants: a new object on every render would re-run the library's theme effect.
const APPEARANCE = {
  theme: ThemeSupa,
  variables: {
    default: {
      colors: {
        brand: 'var(--color-accent)',
        brandAccent: 'var(--color-header)',
        brandButtonText: 'var(--color-accent-contrast)',
        inputBorderFocus: 'var(--color-accent)',
        inputBorderHover: 'var(--color-accent)',
        anchorTextColor: 'var(--color-muted)',
        anchorTextHoverColor: 'var(--color-accent)',
      },
      radii: {
        borderRadiusButton: '8px',
        buttonBorderRadius: '8px',
        inputBorderRadius: '8px',
      },
      fonts: {
        bodyFontFamily: 'var(--font)',
        buttonFontFamily: 'var(--font)',
        inputFontFamily: 'var(--font)',
        labelFontFamily: 'var(--font)',
      },
    },
  },
};

const LOCALIZATION = { variables: { magic_link: { empty_email_address: t.emptyMagicLinkEmail } } };

/**
 * The library's Auth. Memoised: it declares an inner component on every render, so any re-render
 * from above (a token refresh, say) would remount its form and drop what was typed.
 */
const HostedAuth = memo(function HostedAuth({
  client,
  view,
  redirectTo,
}: {
  client: SupabaseClient;
  view: ViewType;
  redirectTo: string;
}) {
  return (
    <Auth
      supabaseClient={client}
      view={view}
      providers={[...PROVIDERS]}
      socialLayout="vertical"
      showLinks
      magicLink
      redirectTo={redirectTo}
      appearance={APPEARANCE}
      localization={LOCALIZATION}
    />
  );
});

export function SupabaseAuthScreen() {
  const hosted = useHostedUser();
  const [view, setView] = useState<ViewType>('sign_in');
  const [signingOut, setSigningOut] = useState(false);
  const client = hosted.status === 'signed-in' || hosted.status === 'signed-out' ? hosted.client : null;

  // The spec's events: password recovery → update_password; user updated → sign_in. The card
  // follows them too; this keeps the screen (card or signed-in panel) in step.
  useEffect(() => {
    if (!client) return;
    if (takeRecoveryPending()) setView('update_password');
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') setView('update_password');
      else if (event === 'USER_UPDATED') setView('sign_in');
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const signOut = async () => {
    if (!client) return;
    setSigningOut(true);
    const { error } = await client.auth.signOut();
    if (error) console.error('hosted sign-out failed', error);
    setSigningOut(false);
  };

  const showCard = client && (hosted.status === 'signed-out' || view === 'update_password');
  return (
    <Page className="kit-page fi-auth" title={t.title}>
      {hosted.status === 'loading' && (
        <p role="status" className="kit-status">
          {financeTexts.loading}
        </p>
      )}
      {hosted.status === 'unavailable' && (
        <RetryAlert
          message={financeTexts.hostedUnavailable}
          retryLabel={financeTexts.retry}
          onRetry={hosted.retry}
        />
      )}
      {showCard && (
        <>
          <p className="fi-auth__intro">{hostedSettings()?.builtIn ? t.introBuiltIn : t.intro}</p>
          <div className="fi-auth__card" data-view={view}>
            <HostedAuth client={client} view={view} redirectTo={`${window.location.origin}/admin/supabase`} />
          </div>
          {view === 'verify_otp' ? (
            <button type="button" className="fi-auth__switch" onClick={() => setView('sign_in')}>
              {t.backToSignIn}
            </button>
          ) : (
            view !== 'update_password' && (
              <button type="button" className="fi-auth__switch" onClick={() => setView('verify_otp')}>
                {t.haveCode}
              </button>
            )
          )}
        </>
      )}
      {hosted.status === 'signed-in' && !showCard && (
        <div className="fi-auth__card fi-auth__signed-in">
          <p className="fi-auth__who">
            {t.signedInAs} <strong>{hosted.user.email ?? hosted.user.phone ?? hosted.user.id}</strong>
          </p>
          <div className="fi-auth__links">
            <LinkButton to="/admin/expense">{t.toExpense}</LinkButton>
            <LinkButton to="/admin/showExpenses" secondary>
              {t.toShowExpenses}
            </LinkButton>
          </div>
          <BusyButton
            className="button button--secondary fi-auth__sign-out"
            busy={signingOut}
            busyLabel={t.signingOut}
            onClick={() => void signOut()}
          >
            {t.signOut}
          </BusyButton>
        </div>
      )}
    </Page>
  );
}
