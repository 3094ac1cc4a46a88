import { texts } from '@club/domain/texts';
import { lazy, Suspense } from 'react';
import './auth.css';

// Spec §2 "Change password" at /changepassword. The form comes in its own chunk, so
// react-hook-form stays out of the first view (docs/decisions/027).
const ChangePasswordForm = lazy(() =>
  import('./change-password-form.tsx').then((module) => ({ default: module.ChangePasswordForm })),
);

export function ChangePasswordPage() {
  return (
    <section className="auth-screen">
      <Suspense fallback={<p role="status">{texts.loading}</p>}>
        <ChangePasswordForm />
      </Suspense>
    </section>
  );
}
