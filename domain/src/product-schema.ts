import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { productTexts } from './product-texts.ts';
import { ORDER_FIELDS, productKey } from './products.ts';
import { crossRule, inOrder, isBlank, rule } from './rule-schema.ts';
import { parseWholeNumber } from './stock-rules.ts';
import { priceField } from './stock-schema.ts';
import { texts } from './texts.ts';

// A product's rules (spec §3 "Product"), for the back office's product form and the gateway
// alike: its name (whose key, spec §3, names it for good), sativa and índica, the declared THC and
// CBD, the texts the product page shows, and, when it is added, its price and availability. What
// needs the catalogue (a key already taken, a retired one) is the gateway's decision
// (gateway/src/products/decide.ts).

export type ProductProblemCode =
  | 'NOMBRE_PRODUCTO_REQUERIDO'
  | 'NOMBRE_PRODUCTO_INVALIDO'
  | 'PORCENTAJE_INVALIDO'
  | 'CANNABINOIDE_INVALIDO'
  | 'TEXTO_LARGO'
  | 'PRECIO_INVALIDO'
  | 'DISPONIBLE_INVALIDO';

/** Longest text of each field, in characters once trimmed. */
export const PRODUCT_TEXT_MAX = {
  species: 40,
  genetics: 120,
  smell: 120,
  flavor: 120,
  description: 1000,
} as const;

/** What the carta and the product page show of a product, besides its price and stock. */
export interface ProductData {
  species: string;
  /** Whole percent; sativa + indica = 100. */
  sativa: number;
  indica: number;
  /** Declared percent, 0..100. */
  thc: number;
  cbd: number;
  genetics: string;
  smell: string;
  flavor: string;
  description: string;
}

/** A product as it is added: its data, its price (whole pesos per gram) and whether it is for sale. */
export interface NewProduct extends ProductData {
  price: number;
  available: boolean;
}

export const PRODUCT_DATA_FIELDS = [
  'species',
  'sativa',
  'indica',
  'thc',
  'cbd',
  'genetics',
  'smell',
  'flavor',
  'description',
] as const satisfies ReadonlyArray<keyof ProductData>;

export type ProductDataField = (typeof PRODUCT_DATA_FIELDS)[number];

const productRule = rule<unknown, ProductProblemCode>;

/** The name as kept: trimmed, Unicode-normalised, runs of spaces made one. */
export function cleanSpecies(species: string): string {
  return species.normalize('NFC').trim().replace(/\s+/g, ' ');
}

// Letters of any language, digits, spaces and hyphens ('AK-47', 'Limón Haze'), with a letter
// somewhere: the key then never looks like a product id and stays a plain path segment.
const SPECIES_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const HAS_LETTER = /\p{L}/u;

const speciesField = z.unknown().check(
  productRule(
    'NOMBRE_PRODUCTO_REQUERIDO',
    productTexts.speciesRequired,
    (value) => typeof value === 'string' && value.trim() !== '',
  ),
  productRule(
    'NOMBRE_PRODUCTO_INVALIDO',
    fillText(productTexts.speciesTooLong, { max: PRODUCT_TEXT_MAX.species }),
    (value) => cleanSpecies(value as string).length <= PRODUCT_TEXT_MAX.species,
  ),
  productRule('NOMBRE_PRODUCTO_INVALIDO', productTexts.speciesCharacters, (value) => {
    const species = cleanSpecies(value as string);
    return SPECIES_CHARACTERS.test(species) && HAS_LETTER.test(species);
  }),
  productRule(
    'NOMBRE_PRODUCTO_INVALIDO',
    (value) => fillText(productTexts.reservedKey, { key: productKey(value as string) }),
    (value) => !(ORDER_FIELDS as readonly string[]).includes(productKey(value as string)),
  ),
);

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

const wholePercent = (message: string) =>
  z
    .unknown()
    .check(
      productRule('PORCENTAJE_INVALIDO', message, (value) => isPercent(value) && Number.isInteger(value)),
    );

const cannabinoid = (message: string) =>
  z.unknown().check(productRule('CANNABINOIDE_INVALIDO', message, isPercent));

/** A text that may be left empty. */
const optionalText = (message: string, max: number) =>
  z.optional(
    z
      .unknown()
      .check(
        productRule(
          'TEXTO_LARGO',
          fillText(message, { max }),
          (value) => isBlank(value) || (typeof value === 'string' && value.trim().length <= max),
        ),
      ),
  );

type Fields = Record<string, unknown>;

const nameAndShares = z.looseObject({
  species: speciesField,
  sativa: wholePercent(productTexts.sativaInvalid),
  indica: wholePercent(productTexts.indicaInvalid),
});

const sharesAddUp = z.looseObject({}).check(
  crossRule<Fields, ProductProblemCode>(
    'indica',
    'PORCENTAJE_INVALIDO',
    ({ sativa, indica }) => fillText(productTexts.percentSum, { sum: Number(sativa) + Number(indica) }),
    ({ sativa, indica }) => Number(sativa) + Number(indica) === 100,
  ),
);

const figuresAndTexts = z.looseObject({
  thc: cannabinoid(productTexts.thcInvalid),
  cbd: cannabinoid(productTexts.cbdInvalid),
  genetics: optionalText(productTexts.geneticsTooLong, PRODUCT_TEXT_MAX.genetics),
  smell: optionalText(productTexts.smellTooLong, PRODUCT_TEXT_MAX.smell),
  flavor: optionalText(productTexts.flavorTooLong, PRODUCT_TEXT_MAX.flavor),
  description: optionalText(productTexts.descriptionTooLong, PRODUCT_TEXT_MAX.description),
});

const priceAndAvailability = z.looseObject({
  price: priceField,
  available: z
    .unknown()
    .check(
      productRule(
        'DISPONIBLE_INVALIDO',
        texts.stockAdmin.invalidAvailable,
        (value) => typeof value === 'boolean',
      ),
    ),
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function productData(fields: Fields): ProductData {
  return {
    species: cleanSpecies(fields.species as string),
    sativa: fields.sativa as number,
    indica: fields.indica as number,
    thc: fields.thc as number,
    cbd: fields.cbd as number,
    genetics: text(fields.genetics),
    smell: text(fields.smell),
    flavor: text(fields.flavor),
    description: text(fields.description),
  };
}

/** A product's data as an edit sends it, every rule in the form's order; its value is the data as kept. */
export const productDataSchema = z.pipe(
  inOrder(nameAndShares, sharesAddUp, figuresAndTexts),
  z.transform(productData),
);

/** A product as it is added: its data, then its price and availability. */
export const newProductSchema = z.pipe(
  inOrder(nameAndShares, sharesAddUp, figuresAndTexts, priceAndAvailability),
  z.transform(
    (fields): NewProduct => ({
      ...productData(fields),
      price: fields.price as number,
      available: fields.available as boolean,
    }),
  ),
);

/** A percent as typed: '20', '20.5' or '20,5'; anything else gives NaN (then refused). */
export function parsePercent(value: string): number {
  const trimmed = value.trim().replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The product form's fields as typed: every figure as text. */
export interface ProductFormValues {
  species: string;
  sativa: string;
  indica: string;
  thc: string;
  cbd: string;
  genetics: string;
  smell: string;
  flavor: string;
  description: string;
}

/** The form's figures as numbers, for the same rules the gateway runs. */
const typedFigures = ({ sativa, indica, thc, cbd, ...rest }: ProductFormValues): Fields => ({
  ...rest,
  sativa: parseWholeNumber(sativa),
  indica: parseWholeNumber(indica),
  thc: parsePercent(thc),
  cbd: parsePercent(cbd),
});

const formFields = {
  species: z.string(),
  sativa: z.string(),
  indica: z.string(),
  thc: z.string(),
  cbd: z.string(),
  genetics: z.string(),
  smell: z.string(),
  flavor: z.string(),
  description: z.string(),
};

/** The edit form as typed, checked and turned into the data an edit sends. */
export const productDataFormSchema = z.pipe(
  z.object(formFields),
  z.pipe(z.transform(typedFigures), productDataSchema),
);

/** The add form as typed (the price as text too), checked and turned into the product an add sends. */
export const newProductFormSchema = z.pipe(
  z.object({ ...formFields, price: z.string(), available: z.boolean() }),
  z.pipe(
    z.transform(
      ({ price, available, ...rest }: ProductFormValues & { price: string; available: boolean }): Fields => ({
        ...typedFigures(rest),
        price: parseWholeNumber(price),
        available,
      }),
    ),
    newProductSchema,
  ),
);

/** The form's text of a product's data, for an edit. */
export function productFormValues(data: ProductData): ProductFormValues {
  return {
    species: data.species,
    sativa: String(data.sativa),
    indica: String(data.indica),
    thc: String(data.thc),
    cbd: String(data.cbd),
    genetics: data.genetics,
    smell: data.smell,
    flavor: data.flavor,
    description: data.description,
  };
}
