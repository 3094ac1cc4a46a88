import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { formatPickupDay } from '@club/domain/pickup';
import { OrderLines } from '@club/web-kit/order-lines/order-lines.tsx';
import { Link, useLocation } from 'react-router';
import { placedOrderIn } from './placed-order.ts';
import './confirmation.css';

// Spec §2 "/confirmation", word for word.
const confirmationTexts = {
  title: 'PEDIDO CONFIRMADO!',
  thanks: 'GRACIAS Y BUEN VIAJE',
  home: 'VOLVER AL INICIO',
} as const;

// Not in the spec: where the member sees (and can cancel) the order just sent, and what it was
// (the same details the member's mail has).
const myOrdersLink = 'Ver mis pedidos';
const detailTexts = {
  heading: 'Tu pedido',
  pickup: 'Retirás el {day} a las {time}',
  total: 'Total',
  mailed: 'Te mandamos estos datos por correo.',
} as const;

export function ConfirmationScreen() {
  const placed = placedOrderIn(useLocation().state);
  return (
    <section className="page sf-confirmation" aria-labelledby="sf-confirmation-title">
      <svg className="sf-confirmation__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" />
        <path d="M19 33l9 9 17-19" />
      </svg>
      <h1 id="sf-confirmation-title" className="sf-confirmation__title">
        {confirmationTexts.title}
      </h1>
      <p className="sf-confirmation__thanks">{confirmationTexts.thanks}</p>
      {placed && (
        <section className="sf-confirmation__order" aria-labelledby="sf-confirmation-order">
          <h2 id="sf-confirmation-order" className="sf-confirmation__order-title">
            {detailTexts.heading}
          </h2>
          <p className="sf-confirmation__pickup">
            {fillText(detailTexts.pickup, { day: formatPickupDay(placed.date), time: placed.time })}
          </p>
          <OrderLines lines={placed.lines} className="sf-confirmation__lines" />
          <p className="sf-confirmation__total">
            {detailTexts.total} <strong>{formatPesos(placed.total)}</strong>
          </p>
          <p className="sf-confirmation__mailed">{detailTexts.mailed}</p>
        </section>
      )}
      <Link to="/" className="button sf-confirmation__home">
        {confirmationTexts.home}
      </Link>
      <Link to="/mispedidos" className="sf-confirmation__orders">
        {myOrdersLink}
      </Link>
    </section>
  );
}
