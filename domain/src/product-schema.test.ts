import { describe, expect, it } from 'vitest';
import {
  cleanSpecies,
  newProductFormSchema,
  newProductSchema,
  parsePercent,
  productDataFormSchema,
  productDataSchema,
} from './product-schema.ts';
import { cartaStanding } from './products.ts';
import { checkRules } from './rule-schema.ts';

const gorillaGlue = {
  species: '  Gorilla   Glue ',
  sativa: 40,
  indica: 60,
  thc: 25.5,
  cbd: 0.1,
  genetics: 'Chem’s Sister × Sour Dubb × Chocolate Diesel',
  smell: ' Pino y diésel ',
  flavor: 'Terroso',
  description: 'Muy resinosa.',
  price: 55,
  available: true,
};

const problem = (input: Record<string, unknown>) => {
  const checked = checkRules(newProductSchema, input);
  return checked.ok ? null : checked.problem;
};

describe('newProductSchema', () => {
  it('accepts a product and keeps its texts trimmed and its name with single spaces', () => {
    expect(checkRules(newProductSchema, gorillaGlue)).toEqual({
      ok: true,
      value: {
        ...gorillaGlue,
        species: 'Gorilla Glue',
        smell: 'Pino y diésel',
      },
    });
  });

  it('takes the optional texts as empty when left out', () => {
    const { genetics, smell, flavor, description, ...bare } = gorillaGlue;
    const checked = checkRules(newProductSchema, bare);
    expect(checked.ok && checked.value).toMatchObject({
      genetics: '',
      smell: '',
      flavor: '',
      description: '',
    });
  });

  it('refuses an empty or missing name first, in Spanish', () => {
    for (const species of ['', '   ', undefined, null, 5]) {
      expect(problem({ ...gorillaGlue, species, price: 0 })).toEqual({
        code: 'NOMBRE_PRODUCTO_REQUERIDO',
        message: 'Escribí el nombre de la variedad',
        field: 'species',
      });
    }
  });

  it('refuses a name that is too long, has other signs, or no letter', () => {
    expect(problem({ ...gorillaGlue, species: 'x'.repeat(41) })).toMatchObject({
      code: 'NOMBRE_PRODUCTO_INVALIDO',
      message: 'El nombre puede tener hasta 40 caracteres',
    });
    for (const species of ['Gorilla Glue #4', 'a/b', '420', '-Haze', '<script>']) {
      expect(problem({ ...gorillaGlue, species })?.message).toBe(
        'El nombre puede tener letras, números, espacios y guiones, y al menos una letra',
      );
    }
    for (const species of ['AK-47', 'Limón Haze', 'G13', 'Ñandú 2'])
      expect(problem({ ...gorillaGlue, species })).toBeNull();
    expect(problem({ ...gorillaGlue, species: 'To Tal' })?.message).toBe(
      'Un producto no puede tener la clave «total»: es un dato de cada pedido. Elegí otro nombre',
    );
  });

  it('refuses sativa or índica outside 0-100 or not whole, and a pair that does not add up to 100', () => {
    expect(problem({ ...gorillaGlue, sativa: 101, indica: -1 })).toMatchObject({
      code: 'PORCENTAJE_INVALIDO',
      field: 'sativa',
      message: 'El porcentaje sativa debe ser un número entero de 0 a 100',
    });
    expect(problem({ ...gorillaGlue, indica: 60.5 })).toMatchObject({ field: 'indica' });
    expect(problem({ ...gorillaGlue, sativa: 50, indica: 60 })).toEqual({
      code: 'PORCENTAJE_INVALIDO',
      field: 'indica',
      message: 'Sativa e índica deben sumar 100 % (ahora suman 110 %)',
    });
  });

  it('refuses THC or CBD outside 0-100', () => {
    for (const thc of [100.1, -0.5, Number.NaN, '20', null]) {
      expect(problem({ ...gorillaGlue, thc })).toEqual({
        code: 'CANNABINOIDE_INVALIDO',
        field: 'thc',
        message: 'El THC debe ser un porcentaje de 0 a 100',
      });
    }
    expect(problem({ ...gorillaGlue, cbd: 101 })?.message).toBe('El CBD debe ser un porcentaje de 0 a 100');
    expect(problem({ ...gorillaGlue, thc: 100, cbd: 0 })).toBeNull();
  });

  it('refuses texts that are too long, naming the field and its limit', () => {
    expect(problem({ ...gorillaGlue, genetics: 'g'.repeat(121) })?.message).toBe(
      'La genética puede tener hasta 120 caracteres',
    );
    expect(problem({ ...gorillaGlue, smell: 's'.repeat(121) })?.message).toBe(
      'El aroma puede tener hasta 120 caracteres',
    );
    expect(problem({ ...gorillaGlue, flavor: 5 })?.message).toBe('El sabor puede tener hasta 120 caracteres');
    expect(problem({ ...gorillaGlue, description: 'd'.repeat(1001) })).toEqual({
      code: 'TEXTO_LARGO',
      field: 'description',
      message: 'La descripción puede tener hasta 1000 caracteres',
    });
    expect(problem({ ...gorillaGlue, description: 'd'.repeat(1000) })).toBeNull();
  });

  it('refuses a price of 0, negative or not whole, and an availability that is not a boolean', () => {
    for (const price of [0, -5, 45.5, '45']) {
      expect(problem({ ...gorillaGlue, price })).toMatchObject({
        code: 'PRECIO_INVALIDO',
        message: 'El precio debe ser un número entero de pesos mayor que 0',
      });
    }
    expect(problem({ ...gorillaGlue, available: 'si' })).toMatchObject({ code: 'DISPONIBLE_INVALIDO' });
  });
});

describe('productDataSchema', () => {
  it('checks the data without a price or availability', () => {
    const { price, available, ...data } = gorillaGlue;
    expect(checkRules(productDataSchema, data)).toMatchObject({
      ok: true,
      value: { species: 'Gorilla Glue' },
    });
    expect(checkRules(productDataSchema, { ...data, sativa: 10 })).toMatchObject({
      ok: false,
      problem: { code: 'PORCENTAJE_INVALIDO' },
    });
  });
});

describe('the product forms', () => {
  const typed = {
    species: 'Gorilla Glue',
    sativa: '40',
    indica: '60',
    thc: '25,5',
    cbd: '0.1',
    genetics: '',
    smell: '',
    flavor: '',
    description: '',
  };

  it('read the figures as typed (a comma or a point for decimals) and give what the gateway takes', () => {
    expect(z(newProductFormSchema, { ...typed, price: ' 55 ', available: true })).toEqual({
      success: true,
      data: { ...typed, sativa: 40, indica: 60, thc: 25.5, cbd: 0.1, price: 55, available: true },
    });
    expect(z(productDataFormSchema, typed)).toMatchObject({ success: true, data: { thc: 25.5 } });
  });

  it('show the same first message the gateway gives', () => {
    expect(z(newProductFormSchema, { ...typed, species: '', price: '0', available: true })).toMatchObject({
      success: false,
      message: 'Escribí el nombre de la variedad',
    });
    expect(z(newProductFormSchema, { ...typed, price: '0', available: true })).toMatchObject({
      success: false,
      message: 'El precio debe ser un número entero de pesos mayor que 0',
    });
    expect(z(productDataFormSchema, { ...typed, thc: '120' })).toMatchObject({
      success: false,
      message: 'El THC debe ser un porcentaje de 0 a 100',
    });
  });
});

describe('parsePercent and cleanSpecies', () => {
  it('read percents and names', () => {
    expect(parsePercent(' 0,3 ')).toBe(0.3);
    expect(parsePercent('21')).toBe(21);
    for (const text of ['', 'abc', '1e2', '-1', '12,5,1']) expect(parsePercent(text)).toBeNaN();
    expect(cleanSpecies('  OG \t Kush ')).toBe('OG Kush');
  });
});

describe('cartaStanding', () => {
  const product = { key: 'ogkush', grams: 700, available: true, retired: false };
  it('says why a product is off the carta, and when its stock runs low', () => {
    expect(cartaStanding(product)).toBe('on-carta');
    expect(cartaStanding({ ...product, grams: 101 })).toBe('on-carta');
    expect(cartaStanding({ ...product, grams: 100 })).toBe('low');
    expect(cartaStanding({ ...product, grams: 41 })).toBe('low');
    expect(cartaStanding({ ...product, grams: 40 })).toBe('out-of-stock');
    expect(cartaStanding({ ...product, grams: 35 })).toBe('out-of-stock');
    expect(cartaStanding({ ...product, grams: 35, available: false })).toBe('unavailable');
    expect(cartaStanding({ ...product, available: false, retired: true })).toBe('retired');
    expect(cartaStanding({ key: 'kief', grams: 30, available: true, retired: false })).toBe('low');
    expect(cartaStanding({ key: 'kief', grams: 61, available: true, retired: false })).toBe('on-carta');
  });
});

/** A form schema's outcome: its value, or its first message (what the form shows). */
function z(schema: typeof newProductFormSchema | typeof productDataFormSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, message: result.error.issues[0]?.message };
}
