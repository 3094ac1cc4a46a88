import { Link } from 'react-router';
import './confirmation.css';

// Spec §2 "/confirmation", word for word.
const confirmationTexts = {
  title: 'PEDIDO CONFIRMADO!',
  thanks: 'GRACIAS Y BUEN VIAJE',
  home: 'VOLVER AL INICIO',
} as const;

// Not in the spec: where the member sees (and can cancel) the order just sent.
const myOrdersLink = 'Ver mis pedidos';

export function ConfirmationScreen() {
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
      <Link to="/" className="button sf-confirmation__home">
        {confirmationTexts.home}
      </Link>
      <Link to="/mispedidos" className="sf-confirmation__orders">
        {myOrdersLink}
      </Link>
    </section>
  );
}
