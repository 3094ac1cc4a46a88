import { useApolloClient, useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { orderLifecycleTexts } from '@club/domain/order-lifecycle-texts';
import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import { ConfirmButtons } from '@club/web-kit/buttons/busy-button.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { OrderLines } from '@club/web-kit/order-lines/order-lines.tsx';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { Pill, StatusBadge, type Tone } from '@club/web-kit/status-badge/status-badge.tsx';
import { type FormEvent, useState } from 'react';
import { actorLabel } from '../history/history-format.ts';
import { OrderLabels } from './order-labels.tsx';
import { PrepareButton, UndoHandover } from './order-lifecycle-actions.tsx';
import {
  ADMIN_CANCEL_ORDER_MUTATION,
  type AdminOrder,
  DELIVER_ORDER_MUTATION,
  type HandoverResult,
  NOT_COLLECTED_MUTATION,
} from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';
import '@club/web-kit/back-office/back-office.css';

const STATUS_TONES: Readonly<Record<string, Tone>> = {
  placed: 'neutral',
  delivered: 'ok',
  not_collected: 'danger',
  cancelled: 'muted',
  reverted: 'muted',
};

type Pending = 'delivered' | 'not_collected' | 'cancelled' | null;

/** One order of the day: hour, socio, grams per product, observations, total, the handover, its history. */
export function OrderCard({ order, showDay = false }: { order: AdminOrder; showDay?: boolean }) {
  const [deliver] = useMutation(DELIVER_ORDER_MUTATION);
  const [notCollected] = useMutation(NOT_COLLECTED_MUTATION);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const client = useApolloClient();
  const [adminCancel] = useMutation(ADMIN_CANCEL_ORDER_MUTATION);

  async function cancel(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending('cancelled');
    setError('');
    try {
      const result = (await adminCancel({ variables: { orderId: order.id, reason } })).data?.adminCancelOrder;
      if (result?.ok) {
        // The lists this card sits in are asked again, so it shows the order cancelled.
        await client.refetchQueries({ include: ['AdminOrders', 'UnclosedOrders'] });
        setCancelling(false);
      } else {
        setError(result?.error ?? ordersTexts.serverError);
      }
    } catch (failure) {
      console.error('cancellation failed', failure);
      setError(ordersTexts.serverError);
    }
    setPending(null);
  }

  async function mark(outcome: 'delivered' | 'not_collected') {
    if (pending) return;
    setPending(outcome);
    setError('');
    let result: HandoverResult | undefined;
    try {
      const record = outcome === 'delivered' ? deliver : notCollected;
      result = (await record({ variables: { orderId: order.id } })).data?.handover;
    } catch (failure) {
      console.error('handover failed', failure);
    }
    // On success the answer's status and history replace the cached order: the card re-renders;
    // 'Sin cerrar' is asked again, so a marked order leaves it.
    if (!result?.ok) setError(result?.error ?? ordersTexts.serverError);
    else {
      // The mark is recorded either way; a list that fails to refresh is asked again next visit.
      await client.refetchQueries({ include: ['UnclosedOrders'] }).catch(() => {});
    }
    setPending(null);
  }

  const names = { socio: order.socio, hour: order.hour };
  return (
    <article className={`or-order or-order--${order.status}`} aria-label={`${order.hour} ${order.socio}`}>
      <header className="kit-card-head">
        <h3 className="or-order__title">
          <span className="or-order__hour">
            {showDay ? `${formatPickupDay(order.date)}, ${order.hour}` : order.hour}
          </span>{' '}
          {order.socio}
        </h3>
        <StatusBadge
          status={order.status}
          labels={ordersTexts.status}
          tones={STATUS_TONES}
          className="or-order__status"
        />
        {order.status === 'placed' && order.prepared && (
          <Pill tone="ok" className="or-order__prepared">
            {orderLifecycleTexts.prepared}
          </Pill>
        )}
      </header>
      <OrderLines lines={order.products} className="or-order__products" />
      {order.observations && (
        <p className="or-order__observations">
          <span className="or-order__label">{ordersTexts.observations}:</span> {order.observations}
        </p>
      )}
      <p className="or-order__total">
        <span className="or-order__label">{ordersTexts.total}</span>{' '}
        <strong>{formatPesos(order.total)}</strong>
      </p>
      {order.status === 'placed' && (
        <div className="or-order__actions">
          <button
            type="button"
            className="button"
            disabled={pending !== null}
            aria-label={fillText(ordersTexts.markDelivered, names)}
            onClick={() => mark('delivered')}
          >
            {pending === 'delivered' ? texts.loading : ordersTexts.delivered}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={pending !== null}
            aria-label={fillText(ordersTexts.markNotCollected, names)}
            onClick={() => mark('not_collected')}
          >
            {pending === 'not_collected' ? texts.loading : ordersTexts.notCollected}
          </button>
          {!order.prepared && <PrepareButton order={order} disabled={pending !== null} />}
          {!cancelling && (
            <button
              type="button"
              className="button button--danger"
              disabled={pending !== null}
              aria-label={fillText(ordersTexts.cancelOrder, names)}
              onClick={() => setCancelling(true)}
            >
              {ordersTexts.cancel}
            </button>
          )}
        </div>
      )}
      {order.status === 'delivered' && <UndoHandover order={order} />}
      {order.status === 'placed' && order.prepared && (
        <p className="or-order__help">{orderLifecycleTexts.printLabels}</p>
      )}
      {(order.status === 'placed' || order.status === 'delivered') && <OrderLabels order={order} />}
      {order.status === 'placed' && cancelling && (
        <form className="or-order__cancel" onSubmit={cancel}>
          <label className="field">
            <span>{ordersTexts.cancelReason}</span>
            <input value={reason} maxLength={250} onChange={(event) => setReason(event.target.value)} />
          </label>
          <ConfirmButtons
            danger
            busy={pending === 'cancelled'}
            disabled={pending !== null}
            confirmLabel={ordersTexts.cancelConfirm}
            busyLabel={texts.loading}
            backLabel={ordersTexts.cancelBack}
            onBack={() => setCancelling(false)}
          />
        </form>
      )}
      <AlertLine message={error} />
      <details className="or-order__history">
        <summary>{ordersTexts.history}</summary>
        <ol className="or-history">
          {order.history.map((event) => (
            <li key={event.position} className="or-history__entry">
              <span className="or-history__what">
                <strong>{ordersTexts.events[event.type] ?? event.type}</strong>
              </span>
              <span className="or-history__who">
                {actorLabel(event)} ·{' '}
                <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
