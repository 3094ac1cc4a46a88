import { useApolloClient, useMutation } from '@apollo/client/react';
import { changePasswordTexts, genericTexts } from '@club/domain/account-texts';
import { LinkButton } from '@club/web-kit/buttons/link-button.tsx';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHANGE_PASSWORD_MUTATION } from './auth-documents.ts';
import { changePasswordOutcome } from './login-outcome.ts';
import { useSession } from './use-session.ts';
import './auth.css';

const fields = [
  { name: 'oldPass', label: changePasswordTexts.oldPassword, autoComplete: 'current-password' },
  { name: 'newPass', label: changePasswordTexts.newPassword, autoComplete: 'new-password' },
  { name: 'repPass', label: changePasswordTexts.repeatPassword, autoComplete: 'new-password' },
] as const;

type FieldName = (typeof fields)[number]['name'];

export function ChangePasswordPage() {
  const [values, setValues] = useState<Record<FieldName, string>>({ oldPass: '', newPass: '', repPass: '' });
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const navigate = useNavigate();
  const client = useApolloClient();
  // A temporary password leads nowhere but here (RequireAuth): no way back, a line saying why.
  const temporary = useSession().user?.mustChangePassword === true;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      // No checks here (spec §5): the gateway holds the new password to the shared rules
      // (domain/src/password-change-schema.ts) and answers with the Spanish reason. Nor
      // react-hook-form: without checks it would hold three strings, and the shell, which has no
      // other form, would load the whole shared module for it (docs/decisions/027).
      const { data } = await changePassword({ variables: values });
      const outcome = changePasswordOutcome(data?.changePassword);
      if (outcome.kind === 'success') {
        // The session answers again without the temporary flag before the app lets them in.
        if (temporary) await client.refetchQueries({ include: ['Session'] });
        navigate('/', { replace: true });
        return;
      }
      setError(outcome.message);
    } catch (failure) {
      console.error('change password failed', failure);
      setError(genericTexts.serverError);
    }
    setSending(false);
  }

  return (
    <section className="auth-screen">
      <form className="auth-card" onSubmit={onSubmit}>
        <h1 className="auth-card__title">{changePasswordTexts.title}</h1>
        {temporary && <p className="auth-card__help">{changePasswordTexts.temporaryNotice}</p>}
        {fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`change-${field.name}`}>{field.label}</label>
            <input
              id={`change-${field.name}`}
              type="password"
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </div>
        ))}
        <p className="error-line" role="alert">
          {error}
        </p>
        <div className="auth-card__actions">
          {!temporary && (
            <LinkButton to="/" secondary>
              {changePasswordTexts.cancel}
            </LinkButton>
          )}
          <button type="submit" className="button" disabled={sending}>
            {changePasswordTexts.accept}
          </button>
        </div>
      </form>
    </section>
  );
}
