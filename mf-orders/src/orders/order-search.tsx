import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { formatPickupDay } from '@club/domain/pickup';
import { texts } from '@club/domain/texts';
import { Field } from '@club/web-kit/field/field.tsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OrderCard } from './order-card.tsx';
import { ADMIN_ORDERS_QUERY, ORDER_SEARCH_QUERY, ORDERS_OF_MEMBER_QUERY } from './orders-documents.ts';
import { ordersTexts } from './orders-texts.ts';

const words = ordersTexts.search;

/**
 * Any day's orders (a past one too: a handover marked by mistake is found again and undone), or
 * one member's, newest first; and the way to a handover without a pre-order, the bills form.
 */
export function OrderSearch() {
  const ids = useId();
  const [day, setDay] = useState('');
  const [memberId, setMemberId] = useState('');
  const search = useQuery(ORDER_SEARCH_QUERY, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const byDay = useQuery(ADMIN_ORDERS_QUERY, { variables: { date: day }, skip: day === '' });
  const byMember = useQuery(ORDERS_OF_MEMBER_QUERY, {
    variables: { memberId: Number(memberId) },
    skip: memberId === '',
    fetchPolicy: 'cache-and-network',
  });
  const members = search.data?.members ?? [];
  const canBill = search.data?.adminCheck.permissions.includes('bills.manage') ?? false;
  const member = members.find((candidate) => String(candidate.id) === memberId);
  const found =
    memberId !== '' ? byMember.data?.adminOrdersOfMember : day !== '' ? byDay.data?.adminOrders : undefined;
  const loading = memberId !== '' ? byMember.loading : byDay.loading;
  const heading =
    memberId !== '' && member
      ? fillText(words.ordersOfMember, { socio: `${member.name} ${member.lastName}` })
      : day !== ''
        ? fillText(ordersTexts.ordersOf, { day: formatPickupDay(day) })
        : null;

  return (
    <section className="or-orders__search" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="or-orders__subtitle">
        {words.title}
      </h2>
      <p className="or-orders__help">{words.help}</p>
      <div className="or-orders__search-fields">
        <Field label={words.day}>
          <input
            type="date"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setMemberId('');
            }}
          />
        </Field>
        {members.length > 0 && (
          <Field label={words.member}>
            <select
              value={memberId}
              onChange={(event) => {
                setMemberId(event.target.value);
                setDay('');
              }}
            >
              <option value="">{words.anyMember}</option>
              {members.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {`${candidate.name} ${candidate.lastName} (#${candidate.id})`}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {heading && (
        <section aria-labelledby={`${ids}-found`}>
          <h3 id={`${ids}-found`} className="or-orders__subtitle">
            {heading}
          </h3>
          {!found && loading && <p role="status">{texts.loading}</p>}
          {found && found.length === 0 && <p className="or-orders__status">{words.none}</p>}
          <ul className="card-grid or-orders__list">
            {(found ?? []).map((order) => (
              <li key={order.id}>
                <OrderCard order={order} showDay />
              </li>
            ))}
          </ul>
        </section>
      )}
      {canBill && (
        <p className="or-orders__walk-in">
          <strong>{words.walkIn}.</strong> {words.walkInHelp}{' '}
          <Link to="/admin/bills">{words.walkInLink}</Link>.
        </p>
      )}
    </section>
  );
}
