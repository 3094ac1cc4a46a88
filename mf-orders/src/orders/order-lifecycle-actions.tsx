import { useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { orderLifecycleTexts as words } from '@club/domain/order-lifecycle-texts';
import { texts } from '@club/domain/texts';
import { ConfirmButtons } from '@club/web-kit/buttons/busy-button.tsx';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { type FormEvent, useState } from 'react';
import { type AdminOrder, PREPARE_ORDER_MUTATION, REVERT_HANDOVER_MUTATION } from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';

// An order's life at the counter beside the handover: 'Preparado' on a pending order (the member
// gets a mail; its labels are printed next), and the undo of a handover recorded by mistake.
// Each answer carries the order's new state and history, which replace the cached ones.

/** 'Preparado' for a pending order not yet packed. */
export function PrepareButton({ order, disabled }: { order: AdminOrder; disabled: boolean }) {
  const [prepare] = useMutation(PREPARE_ORDER_MUTATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function mark() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const result = (await prepare({ variables: { orderId: order.id } })).data?.handover;
      if (!result?.ok) setError(result?.error ?? ordersTexts.serverError);
    } catch (failure) {
      console.error('prepare failed', failure);
      setError(ordersTexts.serverError);
    }
    setBusy(false);
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || busy}
        aria-label={fillText(words.markPrepared, { socio: order.socio, hour: order.hour })}
        onClick={mark}
      >
        {busy ? texts.loading : words.prepared}
      </button>
      <AlertLine message={error} />
    </>
  );
}

/** 'Deshacer entrega' on a delivered order: a reason, then the undo; the card then shows it reverted. */
export function UndoHandover({ order }: { order: AdminOrder }) {
  const [revert] = useMutation(REVERT_HANDOVER_MUTATION);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const result = (await revert({ variables: { orderId: order.id, reason } })).data?.handover;
      if (result?.ok) setOpen(false);
      else setError(result?.error ?? ordersTexts.serverError);
    } catch (failure) {
      console.error('undo failed', failure);
      setError(ordersTexts.serverError);
    }
    setBusy(false);
  }

  if (!open) {
    return (
      <div className="or-order__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={fillText(words.undoHandoverOf, { socio: order.socio, hour: order.hour })}
          onClick={() => setOpen(true)}
        >
          {words.undoHandover}
        </button>
      </div>
    );
  }
  return (
    <form className="or-order__cancel" onSubmit={submit}>
      <p className="or-order__help">{words.undoHelp}</p>
      <label className="field">
        <span>{words.undoReason}</span>
        <input value={reason} maxLength={250} required onChange={(event) => setReason(event.target.value)} />
      </label>
      <ConfirmButtons
        danger
        busy={busy}
        confirmLabel={words.undoConfirm}
        busyLabel={texts.loading}
        backLabel={ordersTexts.cancelBack}
        onBack={() => setOpen(false)}
      />
      <AlertLine message={error} />
    </form>
  );
}
