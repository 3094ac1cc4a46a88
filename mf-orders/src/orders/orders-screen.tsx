import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { formatPickupDay } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { useOrderUpdates } from '@club/web-kit/live-updates/use-order-updates';
import { useId, useState } from 'react';
import { DispensationsDownload } from './dispensations-download.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderSearch } from './order-search.tsx';
import { ADMIN_ORDERS_QUERY, ORDER_DAYS_QUERY, UNCLOSED_ORDERS_QUERY } from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';
import '../history/history.css';
import './orders.css';

/** 'martes, 3 de setiembre' (a malformed day is shown as it is). */
function dayLabel(date: string): string {
  try {
    return formatPickupDay(date);
  } catch {
    return date;
  }
}

/**
 * /admin/orders (spec §2 "Orders", §9): pick a day among those with orders from the last 24 hours
 * onwards and see its orders by hour; mark each 'Entregado' or 'No retirado'; download the
 * month's dispensations. The lists update by themselves when any order changes.
 */
export function OrdersScreen() {
  const ids = useId();
  const days = useQuery(ORDER_DAYS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState('');
  const dayList = days.data?.orderDays ?? [];
  // Until the admin picks one, the nearest day; a chosen day that no longer has orders falls back too.
  const date = dayList.includes(chosen) ? chosen : (dayList[0] ?? '');
  const orders = useQuery(ADMIN_ORDERS_QUERY, {
    variables: { date },
    skip: date === '',
    fetchPolicy: 'cache-and-network',
  });
  const list = orders.data?.adminOrders ?? [];
  const unclosed = useQuery(UNCLOSED_ORDERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const stuck = unclosed.data?.unclosedOrders ?? [];
  // Another dispenser, a member ordering or cancelling, another replica: the lists follow within a second.
  useOrderUpdates(() => {
    void days.refetch();
    if (date !== '') void orders.refetch();
    void unclosed.refetch();
  });

  return (
    <section className="or-orders" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="or-orders__title">
        {ordersTexts.title}
      </h1>
      {(days.error || orders.error) && (
        <p role="alert" className="or-orders__error">
          {ordersTexts.loadError}
        </p>
      )}
      {stuck.length > 0 && (
        <section id="sin-cerrar" className="or-orders__unclosed" aria-labelledby={`${ids}-unclosed-title`}>
          <h2 id={`${ids}-unclosed-title`} className="or-orders__subtitle">
            {ordersTexts.unclosed}
            <span className="or-orders__count">
              {stuck.length === 1 ? ordersTexts.countOne : fillText(ordersTexts.count, { N: stuck.length })}
            </span>
          </h2>
          <p className="or-orders__help">{ordersTexts.unclosedHelp}</p>
          <ul className="card-grid or-orders__list">
            {stuck.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} showDay />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!days.data && days.loading && (
        <p role="status" className="or-orders__status">
          {texts.loading}
        </p>
      )}
      {days.data && dayList.length === 0 && <p className="or-orders__status">{ordersTexts.noDays}</p>}
      {dayList.length > 0 && (
        <Field label={ordersTexts.day} className="or-orders__day">
          <select value={date} onChange={(event) => setChosen(event.target.value)}>
            <Options items={dayList} label={dayLabel} />
          </select>
        </Field>
      )}
      {date !== '' && (
        <section className="or-orders__day-orders" aria-labelledby={`${ids}-day-title`}>
          <h2 id={`${ids}-day-title`} className="or-orders__subtitle">
            {fillText(ordersTexts.ordersOf, { day: dayLabel(date) })}
            {orders.data && (
              <span className="or-orders__count">
                {list.length === 1 ? ordersTexts.countOne : fillText(ordersTexts.count, { N: list.length })}
              </span>
            )}
          </h2>
          {!orders.data && orders.loading && (
            <p role="status" className="or-orders__status">
              {texts.loading}
            </p>
          )}
          {orders.data && list.length === 0 && <p className="or-orders__status">{ordersTexts.noOrders}</p>}
          <ul className="card-grid or-orders__list">
            {list.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <OrderSearch />
      <DispensationsDownload />
    </section>
  );
}
