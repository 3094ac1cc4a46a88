import { useMutation } from '@apollo/client/react';
import { type MemberField, memberDetailsProblem, passwordProblem } from '@club/domain/member-rules';
import { fillText } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { type FormEvent, useId, useState } from 'react';
import { PasswordNotice } from './password-notice.tsx';
import { CREATE_MEMBER, type Member, UPDATE_MEMBER } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

/** The queries of the screen showing the member, refreshed after each change. */
export type Refetch = { refetchQueries: string[]; awaitRefetchQueries: true };

interface Problem {
  field: MemberField | null;
  message: string;
}

const fullName = (member: Pick<Member, 'name' | 'lastName'>) => `${member.name} ${member.lastName}`;

/**
 * Create a member (`member` null) or edit one's name, last name and mail. The same rules as the
 * gateway's are checked first; the gateway's refusal (a mail in use, the member limit) shows in
 * the form. A new member's password is shown once, then never again.
 */
export function MemberFormDialog({
  member,
  onClose,
  refetch,
}: {
  member: Member | null;
  onClose: () => void;
  refetch: Refetch;
}) {
  const ids = useId();
  const [name, setName] = useState(member?.name ?? '');
  const [lastName, setLastName] = useState(member?.lastName ?? '');
  const [mail, setMail] = useState(member?.mail ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [created, setCreated] = useState<{ member: Member; password: string } | null>(null);
  const [createMember, creating] = useMutation(CREATE_MEMBER);
  const [updateMember, updating] = useMutation(UPDATE_MEMBER);
  const busy = creating.loading || updating.loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local =
      memberDetailsProblem({ name, lastName, mail }) ??
      (member === null && password !== '' ? passwordProblem(password) : null);
    if (local) {
      setProblem({ field: local.field, message: local.message });
      return;
    }
    setProblem(null);
    try {
      const options = refetch;
      const result =
        member === null
          ? (
              await createMember({
                variables: { input: { name, lastName, mail, password: password === '' ? null : password } },
                ...options,
              })
            ).data?.createMember
          : (
              await updateMember({
                variables: { id: member.id, input: { name, lastName, mail } },
                ...options,
              })
            ).data?.updateMember;
      if (!result) throw new Error('no answer');
      if (!result.ok) {
        setProblem({
          field: (result.field as MemberField | null) ?? null,
          message: result.error ?? sociosTexts.saveError,
        });
      } else if (member === null && result.member && result.password) {
        setCreated({ member: result.member, password: result.password });
      } else {
        onClose();
      }
    } catch {
      setProblem({ field: null, message: sociosTexts.saveError });
    }
  }

  if (created) {
    return (
      <Dialog
        title={fillText(sociosTexts.created, { id: created.member.id, name: fullName(created.member) })}
        onClose={onClose}
      >
        <PasswordNotice
          label={fillText(sociosTexts.initialPassword, { name: fullName(created.member) })}
          password={created.password}
        />
        <div className="kit-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {sociosTexts.done}
          </button>
        </div>
      </Dialog>
    );
  }

  const errorId = `${ids}-error`;
  const invalid = (field: MemberField) =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <Dialog
      title={
        member === null
          ? sociosTexts.createTitle
          : fillText(sociosTexts.editTitle, { name: fullName(member) })
      }
      onClose={onClose}
      busy={busy}
    >
      <form className="or-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{sociosTexts.name}</label>
          <input
            id={`${ids}-name`}
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            {...invalid('name')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-last-name`}>{sociosTexts.lastName}</label>
          <input
            id={`${ids}-last-name`}
            value={lastName}
            autoComplete="off"
            onChange={(e) => setLastName(e.target.value)}
            {...invalid('lastName')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-mail`}>{sociosTexts.mail}</label>
          <input
            id={`${ids}-mail`}
            type="email"
            value={mail}
            autoComplete="off"
            onChange={(e) => setMail(e.target.value)}
            {...invalid('mail')}
          />
        </div>
        {member === null && (
          <div className="field">
            <label htmlFor={`${ids}-password`}>{sociosTexts.password}</label>
            <input
              id={`${ids}-password`}
              type="text"
              value={password}
              autoComplete="new-password"
              aria-describedby={`${ids}-password-hint`}
              onChange={(e) => setPassword(e.target.value)}
              {...invalid('password')}
            />
            <small id={`${ids}-password-hint`} className="or-form__hint">
              {sociosTexts.passwordHint}
            </small>
          </div>
        )}
        <p id={errorId} className="error-line" role="alert">
          {problem?.message ?? ''}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {sociosTexts.cancel}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? sociosTexts.saving : member === null ? sociosTexts.create : sociosTexts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
