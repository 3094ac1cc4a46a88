import { useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { passwordProblem } from '@club/domain/member-schema';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field } from '@club/web-kit/field/field.tsx';
import { gatewayFetch, refusalOf } from '@club/web-kit/gateway-files/gateway-files';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { LeaveDialog } from './leave-dialog.tsx';
import { MemberFormDialog, type Refetch } from './member-form.tsx';
import { importTexts } from './members-import.tsx';
import { PasswordNotice } from './password-notice.tsx';
import {
  DEACTIVATE_MEMBER,
  type Member,
  type MemberResult,
  REACTIVATE_MEMBER,
  RESET_PASSWORD,
  SET_TRIMMER,
} from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

// What an admin can do to a member, from the list and from the member's page alike.

export type MemberAction = 'create' | 'edit' | 'deactivate' | 'reactivate' | 'reset' | 'leave';

const fullName = (member: Member) => `${member.name} ${member.lastName}`;

/** Deactivate or reactivate, after asking. The gateway's refusal (the member limit) shows in the dialog. */
function ConfirmStatusDialog({
  member,
  onClose,
  refetch,
}: {
  member: Member;
  onClose: () => void;
  refetch: Refetch;
}) {
  const deactivating = member.active;
  const [deactivate, off] = useMutation(DEACTIVATE_MEMBER);
  const [reactivate, on] = useMutation(REACTIVATE_MEMBER);
  const [error, setError] = useState<string | null>(null);
  const busy = off.loading || on.loading;
  const values = { name: fullName(member), id: member.id };

  async function confirm() {
    setError(null);
    try {
      const variables = { id: member.id };
      const result: MemberResult | undefined = deactivating
        ? (await deactivate({ variables, ...refetch })).data?.deactivateMember
        : (await reactivate({ variables, ...refetch })).data?.reactivateMember;
      if (result?.ok) onClose();
      else setError(result?.error ?? sociosTexts.saveError);
    } catch {
      setError(sociosTexts.saveError);
    }
  }

  return (
    <Dialog
      title={fillText(deactivating ? sociosTexts.deactivateTitle : sociosTexts.reactivateTitle, values)}
      onClose={onClose}
      busy={busy}
    >
      <p className="kit-dialog__text">
        {deactivating ? sociosTexts.deactivateBody : sociosTexts.reactivateBody}
      </p>
      <p className="error-line" role="alert">
        {error ?? ''}
      </p>
      <div className="kit-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {sociosTexts.cancel}
        </button>
        <button
          type="button"
          className={`button${deactivating ? ' button--danger' : ''}`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? sociosTexts.saving : deactivating ? sociosTexts.deactivate : sociosTexts.reactivate}
        </button>
      </div>
    </Dialog>
  );
}

/** A generated password or one the admin types (8 characters or more); the new one is shown once. */
function ResetPasswordDialog({
  member,
  onClose,
  refetch,
}: {
  member: Member;
  onClose: () => void;
  refetch: Refetch;
}) {
  const ids = useId();
  const [mode, setMode] = useState<'generate' | 'choose' | 'mail'>('generate');
  const [mailed, setMailed] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(RESET_PASSWORD);
  const name = fullName(member);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = mode === 'choose' ? password : null;
    const local = chosen === null ? null : passwordProblem(chosen);
    if (local) {
      setError(local.message);
      return;
    }
    setError(null);
    if (mode === 'mail') {
      const sent = await sendPasswordMail(member.id);
      if (sent.ok) setMailed(sent.message);
      else setError(sent.error);
      return;
    }
    try {
      const result = (await reset({ variables: { id: member.id, password: chosen }, ...refetch })).data
        ?.resetMemberPassword;
      if (result?.ok && result.password) setDone(result.password);
      else setError(result?.error ?? sociosTexts.saveError);
    } catch {
      setError(sociosTexts.saveError);
    }
  }

  if (mailed !== null) {
    return (
      <Dialog title={fillText(sociosTexts.resetTitle, { name })} onClose={onClose}>
        <p className="kit-dialog__text" role="status">
          {mailed}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {sociosTexts.done}
          </button>
        </div>
      </Dialog>
    );
  }

  if (done !== null) {
    return (
      <Dialog title={fillText(sociosTexts.resetTitle, { name })} onClose={onClose}>
        <PasswordNotice label={fillText(sociosTexts.newPassword, { name })} password={done} />
        <div className="kit-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {sociosTexts.done}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={fillText(sociosTexts.resetTitle, { name })} onClose={onClose} busy={loading}>
      <form className="or-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="kit-dialog__text">{sociosTexts.resetBody}</p>
        <fieldset className="or-form__choice">
          <legend className="visually-hidden">{sociosTexts.resetPasswordLabel}</legend>
          <label>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === 'generate'}
              onChange={() => setMode('generate')}
            />{' '}
            {sociosTexts.resetGenerate}
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === 'choose'}
              onChange={() => setMode('choose')}
            />{' '}
            {sociosTexts.resetChoose}
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === 'mail'}
              onChange={() => setMode('mail')}
            />{' '}
            {importTexts.sendByMail}
          </label>
        </fieldset>
        {mode === 'choose' && (
          <Field label={sociosTexts.resetPasswordLabel}>
            <input
              type="text"
              value={password}
              autoComplete="new-password"
              aria-invalid={error !== null}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        )}
        <p className="error-line" role="alert">
          {error ?? ''}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={loading}>
            {sociosTexts.cancel}
          </button>
          <BusyButton type="submit" busy={loading} busyLabel={sociosTexts.saving}>
            {sociosTexts.resetSubmit}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** A new temporary password in the welcome mail (POST /admin/members/{id}/send-password): a held import's access. */
async function sendPasswordMail(
  id: number,
): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  try {
    const response = await gatewayFetch(`/admin/members/${id}/send-password`, { method: 'POST' });
    if (!response.ok)
      return { ok: false, error: (await refusalOf(response))?.error ?? sociosTexts.saveError };
    const body = (await response.json()) as { message?: string };
    return { ok: true, message: body.message ?? sociosTexts.saveError };
  } catch {
    return { ok: false, error: sociosTexts.saveError };
  }
}

/**
 * The open dialog (one at a time), the trimmer toggle and its error line. `refetchQueries`: the
 * operation names of the calling screen's queries (Apollo warns about names not mounted).
 */
export function useMemberActions(refetchQueries: string[]) {
  const refetch: Refetch = { refetchQueries, awaitRefetchQueries: true };
  const [pending, setPending] = useState<{ action: MemberAction; member: Member | null } | null>(null);
  const [trimmerError, setTrimmerError] = useState<string | null>(null);
  const [setTrimmer] = useMutation(SET_TRIMMER);
  const close = () => setPending(null);

  async function toggleTrimmer(member: Member) {
    setTrimmerError(null);
    try {
      const { data } = await setTrimmer({
        variables: { id: member.id, trimmer: !member.trimmer },
        ...refetch,
      });
      if (!data?.setMemberTrimmer.ok) setTrimmerError(data?.setMemberTrimmer.error ?? sociosTexts.saveError);
    } catch {
      setTrimmerError(sociosTexts.saveError);
    }
  }

  let dialog: ReactNode = null;
  if (pending?.action === 'create')
    dialog = <MemberFormDialog member={null} onClose={close} refetch={refetch} />;
  else if (pending?.member) {
    const { member } = pending;
    if (pending.action === 'edit')
      dialog = <MemberFormDialog member={member} onClose={close} refetch={refetch} />;
    if (pending.action === 'reset')
      dialog = <ResetPasswordDialog member={member} onClose={close} refetch={refetch} />;
    if (pending.action === 'leave')
      dialog = <LeaveDialog member={member} onClose={close} refetch={refetch} />;
    if (pending.action === 'deactivate' || pending.action === 'reactivate') {
      dialog = <ConfirmStatusDialog member={member} onClose={close} refetch={refetch} />;
    }
  }

  return {
    open: (action: MemberAction, member: Member | null = null) => setPending({ action, member }),
    toggleTrimmer,
    trimmerError,
    dialog,
  };
}

/** Editar, Contraseña, Desactivar / Reactivar and Registrar baja for one member (one who left: the first two). */
export function MemberActionButtons({
  member,
  open,
}: {
  member: Member;
  open: (action: MemberAction, member: Member) => void;
}) {
  const name = fullName(member);
  return (
    <div className="or-actions">
      <button
        type="button"
        className="button button--secondary or-button--small"
        aria-label={`${sociosTexts.edit}: ${name}`}
        onClick={() => open('edit', member)}
      >
        {sociosTexts.edit}
      </button>
      <button
        type="button"
        className="button button--secondary or-button--small"
        aria-label={`${sociosTexts.resetPassword}: ${name}`}
        onClick={() => open('reset', member)}
      >
        {sociosTexts.resetPassword}
      </button>
      {member.leftOn !== null ? null : member.active ? (
        <button
          type="button"
          className="button button--secondary or-button--small or-button--danger"
          aria-label={`${sociosTexts.deactivate}: ${name}`}
          onClick={() => open('deactivate', member)}
        >
          {sociosTexts.deactivate}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary or-button--small"
          aria-label={`${sociosTexts.reactivate}: ${name}`}
          onClick={() => open('reactivate', member)}
        >
          {sociosTexts.reactivate}
        </button>
      )}
      {member.leftOn === null && (
        <button
          type="button"
          className="button button--secondary or-button--small or-button--danger"
          aria-label={`${sociosTexts.leave}: ${name}`}
          onClick={() => open('leave', member)}
        >
          {sociosTexts.leave}
        </button>
      )}
    </div>
  );
}
