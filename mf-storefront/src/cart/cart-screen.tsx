import { useMutation, useQuery } from '@apollo/client/react';
import { cartGrams, cartTotal } from '@club/domain/cart-rules';
import { overAllowance } from '@club/domain/grams-allowance';
import { COMMENTS_MAX_LENGTH } from '@club/domain/limits';
import { orderFormSchema } from '@club/domain/order-schema';
import { gramsLeftMessage, orderTexts } from '@club/domain/order-texts';
import { formatPesos } from '@club/domain/pesos';
import { checkRules } from '@club/domain/rule-schema';
import { loadingText } from '@club/domain/texts';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { clearPreorder } from '@club/web-kit/preorder/preorder';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ALLOWANCE_QUERY } from '../allowance/allowance-documents.ts';
import { AllowanceLine } from '../allowance/allowance-line.tsx';
import type { PlacedOrder } from '../confirmation/placed-order.ts';
import { usePreorder } from '../preorder/use-preorder.ts';
import { useClubRules } from '../products/club-rules.ts';
import { PRODUCTS_QUERY } from '../products/product-documents.ts';
import {
  MY_GRAMS_QUERY,
  ORDER_USER_QUERY,
  PICKUP_DAYS_QUERY,
  PLACE_ORDER_MUTATION,
  type PlaceOrderResult,
} from './cart-documents.ts';
import { CartLine, type CartLineData } from './cart-line.tsx';
import { cartTexts } from './cart-texts.ts';
import { sendOrderMail } from './order-mail.ts';
import './cart.css';

/**
 * The Spanish line for a refused order, and the grams left when a limit was reached (else null):
 * the limit's line, else the gateway's own message.
 */
function refusalOf(result: PlaceOrderResult): { message: string; left: number | null } {
  if (result.gramsLeft !== null && (result.period === 'month' || result.period === 'year')) {
    const left = Math.max(0, result.gramsLeft);
    return { message: gramsLeftMessage(left, result.period), left };
  }
  return { message: result.error ?? orderTexts.serverProblem, left: null };
}

export function CartScreen() {
  const navigate = useNavigate();
  const ids = useId();
  const preorder = usePreorder();
  const products = useQuery(PRODUCTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const days = useQuery(PICKUP_DAYS_QUERY, { fetchPolicy: 'cache-and-network' });
  const user = useQuery(ORDER_USER_QUERY, { errorPolicy: 'all' });
  const rules = useClubRules();
  const [placeOrder] = useMutation(PLACE_ORDER_MUTATION);

  const form = useForm({
    // Rebuilt each render: the rules judge the cart as it is now (react-hook-form reads the latest).
    resolver: (values, context, options) =>
      zodResolver(orderFormSchema(rules.monthlyGramsLimit, { grams, total }))(values, context, options),
    defaultValues: { date: '', time: '', observations: '' },
    reValidateMode: 'onSubmit',
  });
  const { date, time, observations } = form.watch();
  const message = firstError(form.formState.errors);
  const sending = form.formState.isSubmitting;

  // A day or slot that the gateway no longer offers (its time passed) counts as not chosen.
  const day = days.data?.pickupDays.find((candidate) => candidate.date === date);
  const chosenDate = day ? date : '';
  const chosenTime = day?.slots.includes(time) ? time : '';

  // What is left in today's month until a day is chosen, then in that day's month.
  const today = useQuery(ALLOWANCE_QUERY, { fetchPolicy: 'cache-and-network', skip: chosenDate !== '' });
  const balance = useQuery(MY_GRAMS_QUERY, {
    variables: { date: chosenDate },
    skip: chosenDate === '',
    fetchPolicy: 'network-only',
  });
  const allowance = (chosenDate === '' ? today.data?.myGrams : balance.data?.myGrams) ?? null;

  // Lines of products the catalogue knows, in catalogue order; a line at 0 g is hidden.
  const lines: CartLineData[] = (products.data?.products ?? [])
    .filter((product) => (preorder[product.key] ?? 0) > 0)
    .map((product) => ({
      key: product.key,
      species: product.species,
      price: product.price,
      grams: preorder[product.key] ?? 0,
      outOfStock: product.outOfStock,
    }));
  const inCart = Object.fromEntries(lines.map((line) => [line.key, line.grams]));
  const prices = Object.fromEntries(lines.map((line) => [line.key, line.price]));
  const grams = cartGrams(inCart);
  const total = cartTotal(inCart, prices);
  const over = allowance ? overAllowance(grams, allowance) : null;

  // A message stays while what it says is still true of the order, and goes once it is put right.
  // The gateway's refusal over a limit holds while the cart is over what it said was left; its
  // other refusals hold until the order changes; the cart's own, while the same rule fails first.
  const asked = JSON.stringify([inCart, chosenDate, chosenTime, observations]);
  const refused = useRef<{ asked: string; left: number | null } | null>(null);
  useEffect(() => {
    if (!message) return;
    const server = form.formState.errors.root?.server;
    const stillTrue = server
      ? refused.current !== null &&
        (refused.current.left === null ? refused.current.asked === asked : grams > refused.current.left)
      : (() => {
          const check = checkRules(orderFormSchema(rules.monthlyGramsLimit, { grams, total }), {
            date: chosenDate,
            time: chosenTime,
            observations,
          });
          return !check.ok && check.problem.message === message;
        })();
    if (!stillTrue) form.clearErrors();
  });

  const send = form.handleSubmit(async (values) => {
    const order = { date: values.date, time: values.time, total, observations: values.observations };
    let accepted = false;
    let refusal: { message: string; left: number | null } = { message: orderTexts.serverProblem, left: null };
    try {
      const { data } = await placeOrder({
        variables: {
          input: { ...order, lines: lines.map((line) => ({ product: line.key, grams: line.grams })) },
        },
      });
      const result = data?.placeOrder;
      accepted = result?.ok === true;
      if (result && !accepted) refusal = refusalOf(result);
    } catch {
      // Network failure or an answer that is not one (spec §8): the default refusal stands.
    }
    // Spec §7: the mail goes after every order sent, accepted or not.
    void sendOrderMail({ ...order, user: user.data?.me ?? null, lines });
    if (accepted) {
      clearPreorder();
      // The confirmation shows what was ordered (the gateway accepted exactly these figures).
      const placed: PlacedOrder = {
        date: order.date,
        time: order.time,
        total,
        lines: lines.map(({ key, species, grams: g, price }) => ({ key, species, grams: g, price })),
      };
      navigate('/confirmation', { state: { placed } });
      return;
    }
    refused.current = { asked, left: refusal.left };
    form.setError('root.server', { message: refusal.message });
    if (values.date) void balance.refetch().catch(() => undefined);
  });

  const submit = (event: FormEvent) => {
    // A day or slot no longer offered is not chosen: the rules see what the selects show.
    if (date !== chosenDate) form.setValue('date', chosenDate);
    if (time !== chosenTime) form.setValue('time', chosenTime);
    void send(event);
  };

  const commentsId = `${ids}-comments`;

  return (
    <section className="page sf-cart" aria-labelledby="sf-cart-title">
      <h1 id="sf-cart-title" className="page-title">
        {cartTexts.title}
      </h1>
      <form className="sf-cart__layout" onSubmit={submit} noValidate>
        <div className="sf-cart__lines">
          {!products.data && products.loading && (
            <p role="status" className="sf-cart__note">
              {loadingText}
            </p>
          )}
          {products.data && lines.length === 0 && (
            <div className="sf-cart__empty">
              <p>{cartTexts.empty}</p>
              <Link to="/carta" className="button button--secondary">
                {cartTexts.goToCarta}
              </Link>
            </div>
          )}
          {lines.length > 0 && (
            <ul className="sf-cart__list">
              {lines.map((line) => (
                <CartLine key={line.key} line={line} step={rules.gramsStep} />
              ))}
            </ul>
          )}
        </div>

        <div className="sf-cart__summary card">
          <fieldset className="sf-cart__pickup">
            <legend className="sf-cart__legend">{cartTexts.pickup}</legend>
            <Field label={cartTexts.day}>
              <select
                value={chosenDate}
                onChange={(event) => {
                  const next = event.target.value;
                  form.setValue('date', next);
                  const slots = days.data?.pickupDays.find((candidate) => candidate.date === next)?.slots;
                  if (!slots?.includes(time)) form.setValue('time', '');
                }}
              >
                <Options
                  placeholder={cartTexts.chooseDay}
                  items={days.data?.pickupDays ?? []}
                  value={(candidate) => candidate.date}
                  label={(candidate) => candidate.label}
                />
              </select>
            </Field>
            <Field label={cartTexts.time}>
              <select
                value={chosenTime}
                disabled={!day}
                onChange={(event) => form.setValue('time', event.target.value)}
              >
                <Options placeholder={cartTexts.chooseTime} items={day?.slots ?? []} label={(slot) => slot} />
              </select>
            </Field>
            {days.error && !days.data && <p className="sf-cart__note">{cartTexts.daysError}</p>}
            {day && chosenTime && (
              <p className="sf-cart__scheduled">{cartTexts.scheduled(day.label, chosenTime)}</p>
            )}
          </fieldset>

          <div className="field">
            <label htmlFor={commentsId}>{cartTexts.comments}</label>
            <textarea
              id={commentsId}
              rows={3}
              maxLength={COMMENTS_MAX_LENGTH}
              {...form.register('observations', {
                onChange: (event) =>
                  form.setValue('observations', event.target.value.slice(0, COMMENTS_MAX_LENGTH)),
              })}
            />
            <span className="sf-cart__count" aria-hidden="true">
              {cartTexts.commentsCount(observations.length)}
            </span>
          </div>

          <AllowanceLine allowance={allowance} />
          <p className="sf-cart__total">
            <span>{cartTexts.total}</span>
            <strong>{formatPesos(total)}</strong>
          </p>
          {/* Always in the page, so a screen reader hears the warning when it appears. */}
          <p className="sf-cart__over" role="status">
            {over && cartTexts.over(grams, over.left, over.period)}
          </p>
          <p className="error-line sf-cart__message" role="alert">
            {message}
          </p>
          <button type="submit" className="button sf-cart__send" disabled={sending || !products.data}>
            {sending ? loadingText : cartTexts.send}
          </button>
        </div>
      </form>
    </section>
  );
}
