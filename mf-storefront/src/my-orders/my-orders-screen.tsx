import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { loadingText } from '@club/domain/texts';
import { ConfirmButtons } from '@club/web-kit/buttons/busy-button.tsx';
import { OrderLines } from '@club/web-kit/order-lines/order-lines.tsx';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { StatusBadge } from '@club/web-kit/status-badge/status-badge.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CANCEL_ORDER_MUTATION,
  type MemberOrder,
  MY_GRAMS_TODAY_QUERY,
  MY_ORDERS_QUERY,
} from './my-orders-documents.ts';
import { myOrdersTexts } from './my-orders-texts.ts';
import './my-orders.css';

/** One order: status, pickup, lines, total and, while it may, 'Cancelar pedido' with a confirmation. */
function OrderItem({ order, onCancelled }: { order: MemberOrder; onCancelled: () => Promise<unknown> }) {
  const [cancelOrder] = useMutation(CANCEL_ORDER_MUTATION);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  async function cancel() {
    setSending(true);
    setError('');
    try {
      const { data } = await cancelOrder({ variables: { orderId: order.id } });
      const result = data?.cancelOrder;
      if (result?.ok) await onCancelled();
      else setError(result?.error ?? myOrdersTexts.cancelError);
    } catch {
      setError(myOrdersTexts.cancelError);
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  const titleId = `sf-order-${order.id}`;
  const status = order.status === 'placed' && order.prepared ? 'ready' : order.status;
  return (
    <li className={`sf-my-order sf-my-order--${status}`} aria-labelledby={titleId}>
      <div className="sf-my-order__head">
        <h2 id={titleId} className="sf-my-order__pickup">
          {fillText(myOrdersTexts.pickup, { day: formatPickupDay(order.date), time: order.time })}
        </h2>
        <StatusBadge status={status} labels={myOrdersTexts.status} className="sf-my-order__status" />
      </div>
      <OrderLines lines={order.lines} className="sf-my-order__lines" />
      <p className="sf-my-order__total">
        {myOrdersTexts.total} <strong>{formatPesos(order.total)}</strong>
      </p>
      {order.cancellable && !confirming && (
        <div className="sf-my-order__actions">
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {myOrdersTexts.cancel}
          </button>
          <p className="sf-my-order__hint">{myOrdersTexts.cutoff}</p>
        </div>
      )}
      {confirming && (
        <fieldset className="sf-my-order__confirm">
          <legend>{myOrdersTexts.confirm}</legend>
          <ConfirmButtons
            busy={sending}
            confirmLabel={myOrdersTexts.confirmYes}
            busyLabel={myOrdersTexts.cancelling}
            backLabel={myOrdersTexts.confirmNo}
            onConfirm={() => void cancel()}
            onBack={() => setConfirming(false)}
          />
        </fieldset>
      )}
      <AlertLine message={error} className="sf-my-order__error" />
    </li>
  );
}

/** Mis pedidos: the member's orders, newest first, and the grams used this month and year. */
export function MyOrdersScreen() {
  const today = clubNow(new Date()).date;
  const orders = useQuery(MY_ORDERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const grams = useQuery(MY_GRAMS_TODAY_QUERY, {
    variables: { date: today },
    fetchPolicy: 'cache-and-network',
  });
  const [notice, setNotice] = useState('');

  async function refresh() {
    await Promise.all([orders.refetch(), grams.refetch()]);
    setNotice(myOrdersTexts.cancelled);
  }

  const balance = grams.data?.myGrams;
  const list = orders.data?.myOrders;
  return (
    <section className="page sf-my-orders" aria-labelledby="sf-my-orders-title">
      <h1 id="sf-my-orders-title">{myOrdersTexts.title}</h1>
      {balance && (
        <p className="sf-my-orders__grams">
          {fillText(myOrdersTexts.grams, {
            usedMonth: balance.usedMonth,
            leftMonth: Math.min(balance.leftMonth, balance.leftYear),
            usedYear: balance.usedYear,
            limitMonth: balance.limitMonth,
            limitYear: balance.limitYear,
          })}
        </p>
      )}
      {notice && (
        <p className="sf-my-orders__notice" role="status">
          {notice}
        </p>
      )}
      {list === undefined && orders.error && (
        <div role="alert" className="sf-my-orders__error">
          <p>{myOrdersTexts.loadError}</p>
          <button type="button" className="button" onClick={() => orders.refetch()}>
            {myOrdersTexts.retry}
          </button>
        </div>
      )}
      {list === undefined && !orders.error && <p aria-busy="true">{loadingText}</p>}
      {list?.length === 0 && (
        <p className="sf-my-orders__empty">
          {myOrdersTexts.empty} <Link to="/carta">{myOrdersTexts.toCarta}</Link>
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="sf-my-orders__list">
          {list.map((order) => (
            <OrderItem key={order.id} order={order} onCancelled={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}
