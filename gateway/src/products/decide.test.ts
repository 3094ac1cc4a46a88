import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { EventsOfStream } from '../kernel/events/club-event.ts';
import { addProductDecider, editProductDecider, retireProductDecider } from './decide.ts';
import type { ProductAddedEvent, ProductRetiredEvent } from './events.ts';

// Given the catalogue's facts (and the orders naming its products), When an admin adds, edits or
// retires a product, Then the events or the refusal.

type OrderEvent = EventsOfStream['order'];

const ogKushData = {
  species: 'OG Kush',
  sativa: 25,
  indica: 75,
  thc: 20,
  cbd: 0.3,
  genetics: 'Chemdawg × Hindu Kush',
  smell: 'Combustible, pino y limón',
  flavor: 'Terroso y especiado',
  description: 'Clásica californiana.',
};

const ogKushAdded: ProductAddedEvent = {
  type: 'ProductAdded',
  payload: { productId: 8, key: 'ogkush', ...ogKushData, price: 45, available: true },
};

const chocolopeAdded: ProductAddedEvent = {
  type: 'ProductAdded',
  payload: {
    productId: 4,
    key: 'chocolope',
    species: 'Chocolope',
    sativa: 90,
    indica: 10,
    thc: 20,
    cbd: 0.2,
    genetics: '',
    smell: '',
    flavor: '',
    description: '',
    price: 50,
    available: true,
  },
};

const chocolopeRetired: ProductRetiredEvent = {
  type: 'ProductRetired',
  payload: { productId: 4, key: 'chocolope' },
};

const gorillaGlue = {
  species: 'Gorilla Glue',
  sativa: 40,
  indica: 60,
  thc: 25,
  cbd: 0.1,
  genetics: 'Chem’s Sister × Sour Dubb × Chocolate Diesel',
  smell: 'Pino y diésel',
  flavor: 'Terroso',
  description: 'Muy resinosa.',
  price: 55,
  available: true,
};

const placed = (orderId: string, productId: number): OrderEvent => ({
  type: 'OrderPlaced',
  payload: {
    orderId,
    memberId: 2,
    date: '2026-11-12',
    time: '17:30',
    lines: [{ productId, key: 'ogkush', species: 'OG Kush', grams: 5, price: 45 }],
    total: 225,
    observations: '',
  },
});

const handedOver = (orderId: string, productId: number): OrderEvent => ({
  type: 'OrderDelivered',
  payload: {
    orderId,
    memberId: 2,
    date: '2026-11-12',
    lines: [{ productId, key: 'ogkush', species: 'OG Kush', grams: 5, price: 45 }],
    total: 225,
  },
});

describe('addProduct', () => {
  const add = deciderSpec(addProductDecider);

  it('Given OG Kush, When Gorilla Glue is added, Then ProductAdded with its key, id and cleaned data', () => {
    add
      .given(ogKushAdded)
      .when({
        productId: 10,
        input: { ...gorillaGlue, species: ' Gorilla  Glue ', smell: ' Pino y diésel ' },
      })
      .thenDecides({
        type: 'ProductAdded',
        payload: { productId: 10, key: 'gorillaglue', ...gorillaGlue },
      });
  });

  it('Given OG Kush, When "OG kush" is added, Then PRODUCTO_DUPLICADO naming the key and the product', () => {
    add
      .given(ogKushAdded)
      .when({ productId: 10, input: { ...gorillaGlue, species: 'og  KUSH' } })
      .thenRefuses({
        code: 'PRODUCTO_DUPLICADO',
        field: 'species',
        message: 'Ya hay un producto con la clave «ogkush» (OG Kush): elegí otro nombre',
      });
  });

  it('Given Chocolope retired, When Chocolope is added again, Then refused: a retired key is never reused', () => {
    add
      .given(chocolopeAdded, chocolopeRetired)
      .when({ productId: 10, input: { ...gorillaGlue, species: 'Choco Lope' } })
      .thenRefuses({
        code: 'PRODUCTO_DUPLICADO',
        message:
          'La clave «chocolope» fue de Chocolope, que está retirado, y una clave no se vuelve a usar: elegí otro nombre',
      });
  });

  it('When the name is empty, the price 0 or negative, THC over 100 or a text too long, Then the rule in Spanish', () => {
    const given = add.given(ogKushAdded);
    given
      .when({ productId: 10, input: { ...gorillaGlue, species: '' } })
      .thenRefuses({ code: 'NOMBRE_PRODUCTO_REQUERIDO', message: 'Escribí el nombre de la variedad' });
    for (const price of [0, -10]) {
      given
        .when({ productId: 10, input: { ...gorillaGlue, price } })
        .thenRefuses({ code: 'PRECIO_INVALIDO', field: 'price' });
    }
    given
      .when({ productId: 10, input: { ...gorillaGlue, thc: 100.5 } })
      .thenRefuses({ code: 'CANNABINOIDE_INVALIDO', message: 'El THC debe ser un porcentaje de 0 a 100' });
    given
      .when({ productId: 10, input: { ...gorillaGlue, cbd: -1 } })
      .thenRefuses({ code: 'CANNABINOIDE_INVALIDO', message: 'El CBD debe ser un porcentaje de 0 a 100' });
    given
      .when({ productId: 10, input: { ...gorillaGlue, description: 'x'.repeat(1001) } })
      .thenRefuses({ code: 'TEXTO_LARGO', field: 'description' });
  });

  it('When the input is not an object, Then the first rule refuses it', () => {
    add.given().when({ productId: 1, input: 'Gorilla Glue' }).thenRefuses('NOMBRE_PRODUCTO_REQUERIDO');
  });
});

describe('editProduct', () => {
  const edit = deciderSpec(editProductDecider);

  it('Given OG Kush, When its description and THC change, Then ProductEdited with the data and what changed', () => {
    edit
      .given(ogKushAdded)
      .when({ productId: 8, input: { ...ogKushData, thc: 21.5, description: 'Nueva cosecha.' } })
      .thenDecides({
        type: 'ProductEdited',
        payload: {
          productId: 8,
          key: 'ogkush',
          changed: ['thc', 'description'],
          ...ogKushData,
          thc: 21.5,
          description: 'Nueva cosecha.',
        },
      });
  });

  it('Given OG Kush, When saved as it is, Then no event', () => {
    edit.given(ogKushAdded).when({ productId: 8, input: ogKushData }).thenDecides();
  });

  it('Given OG Kush, When renamed "Og  kush", Then allowed: the key stays', () => {
    const { decision } = edit
      .given(ogKushAdded)
      .when({ productId: 8, input: { ...ogKushData, species: 'Og  kush' } });
    expect(decision).toMatchObject({
      ok: true,
      events: [{ payload: { species: 'Og kush', changed: ['species'] } }],
    });
  });

  it('Given OG Kush, When renamed to another key, Then CLAVE_NO_EDITABLE', () => {
    edit
      .given(ogKushAdded)
      .when({ productId: 8, input: { ...ogKushData, species: 'OG Kush 2' } })
      .thenRefuses({ code: 'CLAVE_NO_EDITABLE', field: 'species' });
  });

  it('Given OG Kush, When sativa and índica do not add up or a text is too long, Then the rule, nothing changed', () => {
    edit
      .given(ogKushAdded)
      .when({ productId: 8, input: { ...ogKushData, sativa: 30 } })
      .thenRefuses({
        code: 'PORCENTAJE_INVALIDO',
        message: 'Sativa e índica deben sumar 100 % (ahora suman 105 %)',
      });
    edit
      .given(ogKushAdded)
      .when({ productId: 8, input: { ...ogKushData, genetics: 'g'.repeat(121) } })
      .thenRefuses({ code: 'TEXTO_LARGO', message: 'La genética puede tener hasta 120 caracteres' });
  });

  it('Given Chocolope retired, When edited, Then PRODUCTO_RETIRADO; an unknown id is PRODUCTO_DESCONOCIDO', () => {
    edit
      .given(chocolopeAdded, chocolopeRetired)
      .when({ productId: 4, input: { ...ogKushData, species: 'Chocolope' } })
      .thenRefuses({ code: 'PRODUCTO_RETIRADO', message: 'Chocolope está retirado: ya no se puede cambiar' });
    edit
      .given(ogKushAdded)
      .when({ productId: 99, input: ogKushData })
      .thenRefuses({ code: 'PRODUCTO_DESCONOCIDO', message: 'No existe el producto #99' });
  });
});

describe('retireProduct', () => {
  const retire = deciderSpec(retireProductDecider);

  it('Given OG Kush with no pending order, When retired, Then ProductRetired', () => {
    retire
      .given(ogKushAdded, placed('a', 8), handedOver('a', 8))
      .when({ productId: 8 })
      .thenDecides({ type: 'ProductRetired', payload: { productId: 8, key: 'ogkush' } });
  });

  it('Given one order for OG Kush still to hand over, When retired, Then refused in Spanish', () => {
    retire.given(ogKushAdded, placed('a', 8), placed('b', 4)).when({ productId: 8 }).thenRefuses({
      code: 'PRODUCTO_CON_PEDIDOS',
      message: 'No se puede retirar OG Kush: tiene 1 pedido pendiente. Entregalo o cancelalo primero',
    });
  });

  it('Given two pending orders, When retired, Then the message counts them', () => {
    retire
      .given(ogKushAdded, placed('a', 8), placed('b', 8), placed('c', 8), handedOver('c', 8))
      .when({ productId: 8 })
      .thenRefuses({
        message: 'No se puede retirar OG Kush: tiene 2 pedidos pendientes. Entregalos o cancelalos primero',
      });
  });

  it('Given Chocolope retired, When retired again, Then no event; an unknown id is PRODUCTO_DESCONOCIDO', () => {
    retire.given(chocolopeAdded, chocolopeRetired).when({ productId: 4 }).thenDecides();
    retire.given(ogKushAdded).when({ productId: 99 }).thenRefuses('PRODUCTO_DESCONOCIDO');
  });
});
