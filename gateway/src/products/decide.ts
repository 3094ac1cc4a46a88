import { fillText } from '@club/domain/fill-text';
import {
  newProductSchema,
  PRODUCT_DATA_FIELDS,
  type ProductData,
  type ProductProblemCode,
  productDataSchema,
} from '@club/domain/product-schema';
import { productTexts } from '@club/domain/product-texts';
import { productKey } from '@club/domain/products';
import { checkRules } from '@club/domain/rule-schema';
import { texts } from '@club/domain/texts';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import {
  PRODUCT_ADDED,
  PRODUCT_EDITED,
  PRODUCT_RETIRED,
  type ProductAddedEvent,
  type ProductEditedEvent,
  type ProductRetiredEvent,
} from './events.ts';

// The catalogue's rules, pure, each a Decider: adding a product (the form's rules again, then its
// key: spec §3's species lowercased without spaces, never given twice, not even once retired),
// editing its data (the key stays: orders and history name the product by it), and retiring it
// (off the carta for good, refused while orders for it wait to be handed over). The commands
// load the state from the read models under their locks; the unit tests fold facts with evolve.

/** A product as the catalogue knows it. */
export interface CatalogueProduct extends ProductData {
  productId: number;
  key: string;
  retired: boolean;
}

export interface CatalogueState {
  /** Every product by key, the retired ones too: a key once given is taken for good. */
  products: ReadonlyMap<string, CatalogueProduct>;
  /** The orders still to hand over (placed, not delivered, collected or cancelled) naming each product, by product id. */
  pendingOrders: ReadonlyMap<number, ReadonlySet<string>>;
}

export type CatalogueRefusal = {
  code:
    | ProductProblemCode
    | 'DATOS_INVALIDOS'
    | 'PRODUCTO_DESCONOCIDO'
    | 'PRODUCTO_DUPLICADO'
    | 'CLAVE_NO_EDITABLE'
    | 'PRODUCTO_RETIRADO'
    | 'PRODUCTO_CON_PEDIDOS';
  message: string;
  field?: string;
};

type CatalogueDecision<E extends ClubEvent> = Decision<E, CatalogueRefusal>;

const refuse = (
  code: CatalogueRefusal['code'],
  message: string,
  field?: string,
): { ok: false; error: CatalogueRefusal } => ({
  ok: false,
  error: field === undefined ? { code, message } : { code, message, field },
});

const byId = (state: CatalogueState, productId: number): CatalogueProduct | null =>
  [...state.products.values()].find((product) => product.productId === productId) ?? null;

const unknownProduct = (productId: number) =>
  refuse('PRODUCTO_DESCONOCIDO', fillText(texts.stockAdmin.unknownProduct, { id: productId }));

const retiredProduct = (product: CatalogueProduct) =>
  refuse('PRODUCTO_RETIRADO', fillText(productTexts.retired, { species: product.species }));

/** The rules' first broken one, as a refusal about its field. */
const problemOf = (problem: { code: ProductProblemCode; message: string; field: string | null }) =>
  refuse(problem.code, problem.message, problem.field ?? undefined);

export interface AddProductCommand {
  /** The id the product gets (the commands draw it from the products' sequence). */
  productId: number;
  /** As received: every rule of newProductSchema applies. */
  input: unknown;
}

function decideAddProduct(
  command: AddProductCommand,
  state: CatalogueState,
): CatalogueDecision<ProductAddedEvent> {
  const checked = checkRules<typeof newProductSchema, ProductProblemCode>(newProductSchema, command.input);
  if (!checked.ok) return problemOf(checked.problem);
  const product = checked.value;
  const key = productKey(product.species);
  const taken = state.products.get(key);
  if (taken) {
    const text = taken.retired ? productTexts.retiredKey : productTexts.duplicateKey;
    return refuse('PRODUCTO_DUPLICADO', fillText(text, { key, species: taken.species }), 'species');
  }
  return {
    ok: true,
    events: [{ type: PRODUCT_ADDED, payload: { productId: command.productId, key, ...product } }],
  };
}

export interface EditProductCommand {
  productId: number;
  /** The product's data as received: every rule of productDataSchema applies. */
  input: unknown;
}

function decideEditProduct(
  command: EditProductCommand,
  state: CatalogueState,
): CatalogueDecision<ProductEditedEvent> {
  const product = byId(state, command.productId);
  if (!product) return unknownProduct(command.productId);
  if (product.retired) return retiredProduct(product);
  const checked = checkRules<typeof productDataSchema, ProductProblemCode>(productDataSchema, command.input);
  if (!checked.ok) return problemOf(checked.problem);
  const data = checked.value;
  if (productKey(data.species) !== product.key) {
    return refuse('CLAVE_NO_EDITABLE', fillText(productTexts.keyChanged, { key: product.key }), 'species');
  }
  const changed = PRODUCT_DATA_FIELDS.filter((field) => data[field] !== product[field]);
  // A repeated save changes nothing.
  if (changed.length === 0) return { ok: true, events: [] };
  return {
    ok: true,
    events: [
      {
        type: PRODUCT_EDITED,
        payload: { productId: product.productId, key: product.key, changed, ...data },
      },
    ],
  };
}

export interface RetireProductCommand {
  productId: number;
}

function decideRetireProduct(
  command: RetireProductCommand,
  state: CatalogueState,
): CatalogueDecision<ProductRetiredEvent> {
  const product = byId(state, command.productId);
  if (!product) return unknownProduct(command.productId);
  // Retired already: a repeated click changes nothing.
  if (product.retired) return { ok: true, events: [] };
  const pending = state.pendingOrders.get(product.productId)?.size ?? 0;
  if (pending > 0) {
    const text = pending === 1 ? productTexts.pendingOrder : productTexts.pendingOrders;
    return refuse('PRODUCTO_CON_PEDIDOS', fillText(text, { species: product.species, N: pending }));
  }
  return {
    ok: true,
    events: [{ type: PRODUCT_RETIRED, payload: { productId: product.productId, key: product.key } }],
  };
}

function withPending(
  pending: ReadonlyMap<number, ReadonlySet<string>>,
  productId: number,
  change: (orders: Set<string>) => void,
): ReadonlyMap<number, ReadonlySet<string>> {
  const orders = new Set(pending.get(productId));
  change(orders);
  return new Map(pending).set(productId, orders);
}

/** The catalogue after one more fact: its own streams', and the orders' that make a product's orders pending or not. */
export function evolveCatalogue(state: CatalogueState, event: ClubEvent): CatalogueState {
  if (isStreamEvent(event, 'catalogue')) {
    const { payload } = event;
    const before = state.products.get(payload.key);
    let product: CatalogueProduct | undefined;
    switch (event.type) {
      case 'ProductAdded': {
        const { price, available, ...data } = event.payload;
        product = { ...data, retired: false };
        break;
      }
      case 'ProductEdited': {
        const { changed, ...data } = event.payload;
        product = before && { ...before, ...data };
        break;
      }
      case 'ProductRetired':
        product = before && { ...before, retired: true };
        break;
    }
    return product ? { ...state, products: new Map(state.products).set(product.key, product) } : state;
  }
  // Packing an order leaves it pending.
  if (!isStreamEvent(event, 'order') || event.type === 'OrderPrepared') return state;
  const { orderId } = event.payload;
  let { pendingOrders } = state;
  for (const line of event.payload.lines) {
    pendingOrders = withPending(pendingOrders, line.productId, (orders) =>
      event.type === 'OrderPlaced' ? orders.add(orderId) : orders.delete(orderId),
    );
  }
  return { ...state, pendingOrders };
}

const initialState = (): CatalogueState => ({ products: new Map(), pendingOrders: new Map() });

const catalogueDecider = <C, E extends ClubEvent>(
  decide: (command: C, state: CatalogueState) => CatalogueDecision<E>,
): Decider<C, CatalogueState, E, CatalogueRefusal> => ({ decide, evolve: evolveCatalogue, initialState });

export const addProductDecider = catalogueDecider(decideAddProduct);
export const editProductDecider = catalogueDecider(decideEditProduct);
export const retireProductDecider = catalogueDecider(decideRetireProduct);
