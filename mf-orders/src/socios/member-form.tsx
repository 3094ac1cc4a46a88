import { useMutation } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { type MemberFormField, memberFormSchema } from '@club/domain/member-form-schema';
import { identityTexts } from '@club/domain/member-texts';
import { RESIDENCIES } from '@club/domain/person';
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
  const today = clubNow(new Date()).date;
  // A new member may get a chosen password; an edit has no password field, so it stays blank.
  // The identity is judged on the day of joining: today for a new member.
  const form = useForm({
    resolver: zodResolver(memberFormSchema({ joinedOn: member?.since ?? today, today })),
    defaultValues: {
      name: member?.name ?? '',
      lastName: member?.lastName ?? '',
      mail: member?.mail ?? '',
      password: '',
      cedula: member?.cedula ?? '',
      birthDate: member?.birthDate ?? '',
      residency: member?.residency ?? '',
      phone: member?.phone ?? '',
      irccaRegisteredOn: member?.irccaRegisteredOn ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const [created, setCreated] = useState<{ member: Member; password: string } | null>(null);
  const [createMember] = useMutation(CREATE_MEMBER);
  const [updateMember] = useMutation(UPDATE_MEMBER);
  const busy = formState.isSubmitting;
  const problemField = Object.keys(formState.errors).find((key) => key !== 'root') as
    | MemberFormField
    | undefined;

  const submit = form.handleSubmit(async ({ password = '', ...values }) => {
    const identity = {
      cedula: values.cedula,
      birthDate: values.birthDate,
      residency: values.residency,
      phone: values.phone,
      irccaRegisteredOn: values.irccaRegisteredOn,
    };
    const details = { name: values.name, lastName: values.lastName, mail: values.mail, ...identity };
    try {
      const options = refetch;
      const result =
        member === null
          ? (
              await createMember({
                variables: { input: { ...details, password: password === '' ? null : password } },
                ...options,
              })
            ).data?.createMember
          : (
              await updateMember({
                variables: { id: member.id, input: details },
                ...options,
              })
            ).data?.updateMember;
      if (!result) throw new Error('no answer');
      if (!result.ok) {
        const field = (result.field as MemberFormField | null) ?? null;
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
  const invalid = (field: MemberFormField) =>
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
        <Field label={sociosTexts.cedula} hint={sociosTexts.cedulaHint} hintClassName="or-form__hint">
          <input autoComplete="off" inputMode="numeric" {...register('cedula')} {...invalid('cedula')} />
        </Field>
        <Field label={sociosTexts.birthDate}>
          <input type="date" autoComplete="off" {...register('birthDate')} {...invalid('birthDate')} />
        </Field>
        <fieldset className="or-form__choice" {...invalid('residency')}>
          <legend>{sociosTexts.residency}</legend>
          {RESIDENCIES.map((residency) => (
            <label key={residency}>
              <input type="radio" value={residency} {...register('residency')} />{' '}
              {identityTexts.residencyLabels[residency]}
            </label>
          ))}
        </fieldset>
        <Field label={sociosTexts.phone}>
          <input type="tel" autoComplete="off" {...register('phone')} {...invalid('phone')} />
        </Field>
        <Field
          label={sociosTexts.irccaRegisteredOn}
          hint={sociosTexts.irccaHint}
          hintClassName="or-form__hint"
        >
          <input
            type="date"
            autoComplete="off"
            {...register('irccaRegisteredOn')}
            {...invalid('irccaRegisteredOn')}
          />
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
