import { useMutation } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { LEAVE_REASONS, leavingSchema } from '@club/domain/member-leaving';
import { leavingTexts } from '@club/domain/member-texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field } from '@club/web-kit/field/field.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Refetch } from './member-form.tsx';
import { type Member, RECORD_MEMBER_LEAVING } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

/**
 * The member leaves the club (baja): the day (between joining and today) and one of the listed
 * reasons, checked with the gateway's rules first; the gateway's refusal shows in the dialog.
 */
export function LeaveDialog({
  member,
  onClose,
  refetch,
}: {
  member: Member;
  onClose: () => void;
  refetch: Refetch;
}) {
  const ids = useId();
  const today = clubNow(new Date()).date;
  const form = useForm({
    resolver: zodResolver(leavingSchema(member.since, today)),
    defaultValues: { leftOn: today, reason: '' },
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const [recordLeaving] = useMutation(RECORD_MEMBER_LEAVING);
  const busy = formState.isSubmitting;
  const problemField = Object.keys(formState.errors).find((key) => key !== 'root');
  const errorId = `${ids}-error`;
  const invalid = (field: 'leftOn' | 'reason') =>
    problemField === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  const submit = form.handleSubmit(async ({ leftOn, reason }) => {
    try {
      const result = (await recordLeaving({ variables: { id: member.id, leftOn, reason }, ...refetch })).data
        ?.recordMemberLeaving;
      if (result?.ok) onClose();
      else {
        const field = result?.field === 'leftOn' || result?.field === 'reason' ? result.field : 'root.server';
        form.setError(field, { message: result?.error ?? sociosTexts.saveError });
      }
    } catch {
      form.setError('root.server', { message: sociosTexts.saveError });
    }
  });

  return (
    <Dialog
      title={fillText(sociosTexts.leaveTitle, { name: `${member.name} ${member.lastName}`, id: member.id })}
      onClose={onClose}
      busy={busy}
    >
      <form className="or-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="kit-dialog__text">{sociosTexts.leaveBody}</p>
        <Field label={sociosTexts.leftOn}>
          <input type="date" max={today} {...register('leftOn')} {...invalid('leftOn')} />
        </Field>
        <Field label={sociosTexts.leaveReason}>
          <select {...register('reason')} {...invalid('reason')}>
            <option value="">{leavingTexts.reasonRequired}</option>
            {LEAVE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {leavingTexts.reasonLabels[reason]}
              </option>
            ))}
          </select>
        </Field>
        <p id={errorId} className="error-line" role="alert">
          {firstError(formState.errors)}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {sociosTexts.cancel}
          </button>
          <BusyButton
            type="submit"
            busy={busy}
            busyLabel={sociosTexts.saving}
            className="button button--danger"
          >
            {sociosTexts.leaveSubmit}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
