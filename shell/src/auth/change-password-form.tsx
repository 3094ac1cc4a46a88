import { useApolloClient, useMutation } from '@apollo/client/react';
import { texts } from '@club/domain/texts';
import { firstError } from '@club/web-kit/forms/first-error';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CHANGE_PASSWORD_MUTATION } from './auth-documents.ts';
import { changePasswordOutcome } from './login-outcome.ts';
import { useSession } from './use-session.ts';

const fields = [
  { name: 'oldPass', label: texts.changePassword.oldPassword, autoComplete: 'current-password' },
  { name: 'newPass', label: texts.changePassword.newPassword, autoComplete: 'new-password' },
  { name: 'repPass', label: texts.changePassword.repeatPassword, autoComplete: 'new-password' },
] as const;

/** The change password form: loaded with its page (change-password-page.tsx), not in the first view. */
export function ChangePasswordForm() {
  const form = useForm({ defaultValues: { oldPass: '', newPass: '', repPass: '' } });
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const navigate = useNavigate();
  const client = useApolloClient();
  // A temporary password leads nowhere but here (RequireAuth): no way back, a line saying why.
  const temporary = useSession().user?.mustChangePassword === true;

  // No resolver: spec §5 has this screen check nothing itself. The gateway holds the new password
  // to the shared rules (domain/src/password-change-schema.ts) and answers with the Spanish reason.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await changePassword({ variables: values });
      const outcome = changePasswordOutcome(data?.changePassword);
      if (outcome.kind === 'success') {
        // The session answers again without the temporary flag before the app lets them in.
        if (temporary) await client.refetchQueries({ include: ['Session'] });
        navigate('/', { replace: true });
        return;
      }
      form.setError('root.server', { message: outcome.message });
    } catch (failure) {
      console.error('change password failed', failure);
      form.setError('root.server', { message: texts.generic.serverError });
    }
  });

  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)}>
      <h1 className="auth-card__title">{texts.changePassword.title}</h1>
      {temporary && <p className="auth-card__help">{texts.changePassword.temporaryNotice}</p>}
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`change-${field.name}`}>{field.label}</label>
          <input
            id={`change-${field.name}`}
            type="password"
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
        </div>
      ))}
      <p className="error-line" role="alert">
        {firstError(form.formState.errors)}
      </p>
      <div className="auth-card__actions">
        {!temporary && (
          <Link to="/" className="button button--secondary">
            {texts.changePassword.cancel}
          </Link>
        )}
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {texts.changePassword.accept}
        </button>
      </div>
    </form>
  );
}
