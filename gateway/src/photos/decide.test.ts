import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { CatalogueEvent } from '../products/public.ts';
import type { ProductEvent } from '../stock/public.ts';
import { removeProductPhotoDecider, setProductPhotoDecider } from './decide.ts';
import type { ProductPhoto, ProductPhotoEvent } from './events.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given the catalogue and its photos, When an admin sets or removes a product's photo, Then the
// event, nothing (the same upload again, no photo to remove), or the refusal.

const ogKushAdded: CatalogueEvent = {
  type: 'ProductAdded',
  payload: {
    productId: 8,
    key: 'ogkush',
    species: 'OG Kush',
    sativa: 25,
    indica: 75,
    thc: 19,
    cbd: 0.1,
    genetics: '',
    smell: '',
    flavor: '',
    description: '',
    price: 45,
    available: true,
  },
};

const olderLogListing: ProductEvent = {
  type: 'ProductListed',
  payload: { productId: 8, key: 'ogkush', species: 'OG Kush', price: 45, available: true },
};

const photo = (
  hash: string,
  formats: Array<'avif' | 'webp' | 'jpeg'> = ['avif', 'webp', 'jpeg'],
): ProductPhoto => ({
  hash,
  width: 640,
  height: 480,
  placeholder: 'data:image/webp;base64,UklGRg==',
  variants: formats.map((format, i) => ({
    name: `${String(i).repeat(32)}.${format === 'jpeg' ? 'jpg' : format}`,
    format,
    width: 640,
    height: 480,
    bytes: 1000,
  })),
});

const first = photo('a'.repeat(64));
const second = photo('b'.repeat(64));
const firstSet: ProductPhotoEvent = {
  type: 'ProductPhotoSet',
  payload: { productKey: 'ogkush', photo: first },
};
const removed: ProductPhotoEvent = { type: 'ProductPhotoRemoved', payload: { productKey: 'ogkush' } };

describe('setProductPhoto', () => {
  const set = deciderSpec(setProductPhotoDecider);

  it('Given OG Kush without a photo, When a photo is set, Then ProductPhotoSet with the photo as made', () => {
    set.given(ogKushAdded).when({ productKey: 'ogkush', photo: first }).thenDecides(firstSet);
  });

  it('Given OG Kush listed by a log older than the catalogue, When a photo is set, Then ProductPhotoSet', () => {
    set.given(olderLogListing).when({ productKey: 'ogkush', photo: first }).thenDecides(firstSet);
  });

  it('Given OG Kush with a photo, When another is set, Then ProductPhotoSet replaces it', () => {
    set
      .given(ogKushAdded, firstSet)
      .when({ productKey: 'ogkush', photo: second })
      .thenDecides({ type: 'ProductPhotoSet', payload: { productKey: 'ogkush', photo: second } });
  });

  it('Given OG Kush with a photo, When the same upload comes again, Then nothing (no event)', () => {
    set.given(ogKushAdded, firstSet).when({ productKey: 'ogkush', photo: first }).thenDecides();
  });

  it('Given its photo removed, When the same upload comes again, Then ProductPhotoSet', () => {
    set
      .given(ogKushAdded, firstSet, removed)
      .when({ productKey: 'ogkush', photo: first })
      .thenDecides(firstSet);
  });

  it('Given no such product, When a photo is set for it, Then PRODUCTO_DESCONOCIDO in Spanish', () => {
    set
      .given(ogKushAdded)
      .when({ productKey: 'gorillaglue', photo: first })
      .thenRefuses({ code: 'PRODUCTO_DESCONOCIDO', message: 'No existe ese producto.' });
  });

  it('When the photo has no JPEG for the browsers that need one, Then FOTO_ILEGIBLE', () => {
    set
      .given(ogKushAdded)
      .when({ productKey: 'ogkush', photo: photo('c'.repeat(64), ['avif', 'webp']) })
      .thenRefuses('FOTO_ILEGIBLE');
  });
});

describe('removeProductPhoto', () => {
  const remove = deciderSpec(removeProductPhotoDecider);

  it('Given OG Kush with a photo, When it is removed, Then ProductPhotoRemoved', () => {
    remove.given(ogKushAdded, firstSet).when({ productKey: 'ogkush' }).thenDecides(removed);
  });

  it('Given OG Kush without a photo, When it is removed, Then nothing', () => {
    remove.given(ogKushAdded, firstSet, removed).when({ productKey: 'ogkush' }).thenDecides();
  });

  it('Given no such product, When its photo is removed, Then PRODUCTO_DESCONOCIDO', () => {
    remove.given(ogKushAdded).when({ productKey: 'x' }).thenRefuses('PRODUCTO_DESCONOCIDO');
  });
});
