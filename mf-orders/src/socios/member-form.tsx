import { useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import type { MemberField } from '@club/domain/member-rules';
import { newMemberSchema } from '@club/domain/member-schema';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field } from '@club/web-kit/field/field.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordNotice } from './password-notice.tsx';
import { CREATE_MEMBER, type Member, UPDATE_MEMBER } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

/** The queries of the screen showing the member, refreshed after each change. */
export type Refetch = { refetchQueries: string[]; awaitRefetchQueries: true };

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
  // A new member may get a chosen password; an edit has no password field, so it stays blank.
  const form = useForm({
    resolver: zodResolver(newMemberSchema),
    defaultValues: {
      name: member?.name ?? '',
      lastName: member?.lastName ?? '',
      mail: member?.mail ?? '',
      password: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const [created, setCreated] = useState<{ member: Member; password: string } | null>(null);
  const [createMember] = useMutation(CREATE_MEMBER);
  const [updateMember] = useMutation(UPDATE_MEMBER);
  const busy = formState.isSubmitting;
  const problemField = Object.keys(formState.errors).find((key) => key !== 'root') as MemberField | undefined;

  const submit = form.handleSubmit(async ({ name, lastName, mail, password = '' }) => {
    try {
      const options = refetch;
      const result =
        member === null
          ? (
              await createMember({
                variables: {
                  // The identity fields are the identity form's; until it sends them the gateway refuses in Spanish.
                  input: {
                    name,
                    lastName,
                    mail,
                    cedula: '',
                    birthDate: '',
                    residency: '',
                    phone: '',
                    password: password === '' ? null : password,
                  },
                },
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
        const field = (result.field as MemberField | null) ?? null;
        form.setError(field ?? 'root.server', { message: result.error ?? sociosTexts.saveError });
      } else if (member === null && result.member && result.password) {
        setCreated({ member: result.member, password: result.password });
      } else {
        onClose();
      }
    } catch {
      form.setError('root.server', { message: sociosTexts.saveError });
    }
  });

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
    problemField === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

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
        <Field label={sociosTexts.name}>
          <input autoComplete="off" {...register('name')} {...invalid('name')} />
        </Field>
        <Field label={sociosTexts.lastName}>
          <input autoComplete="off" {...register('lastName')} {...invalid('lastName')} />
        </Field>
        <Field label={sociosTexts.mail}>
          <input type="email" autoComplete="off" {...register('mail')} {...invalid('mail')} />
        </Field>
        {member === null && (
          <Field label={sociosTexts.password} hint={sociosTexts.passwordHint} hintClassName="or-form__hint">
            <input
              type="text"
              autoComplete="new-password"
              {...register('password')}
              {...invalid('password')}
            />
          </Field>
        )}
        <p id={errorId} className="error-line" role="alert">
          {firstError(formState.errors)}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {sociosTexts.cancel}
          </button>
          <BusyButton type="submit" busy={busy} busyLabel={sociosTexts.saving}>
            {member === null ? sociosTexts.create : sociosTexts.save}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
