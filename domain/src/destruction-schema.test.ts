import { describe, expect, it } from 'vitest';
import { asDestructionRecord, destructionFormSchema, destructionSchema } from './destruction-schema.ts';
import { checkRules } from './rule-schema.ts';
import { texts } from './texts.ts';

const today = '2024-09-10';
const rest = {
  grams: 40,
  reason: ' Hojas y tallos ',
  method: 'Compostado',
  witness: 'Ana Pérez',
  date: today,
};
const check = (input: unknown) => {
  const result = checkRules(destructionSchema(today), input);
  return result.ok ? { ok: true as const, record: asDestructionRecord(result.value) } : result;
};

describe('destructionSchema: what is destroyed', () => {
  it("takes a product's grams", () => {
    expect(check({ target: { kind: 'product', productId: 3 }, ...rest })).toEqual({
      ok: true,
      record: { target: { kind: 'product', productId: 3 }, ...rest, reason: 'Hojas y tallos' },
    });
  });

  it("takes a batch's waste, dropping the other kind's id (GraphQL sends it as null)", () => {
    const outcome = check({ target: { kind: 'batch-waste', batchId: 7, productId: null }, ...rest });
    expect(outcome).toEqual({
      ok: true,
      record: { target: { kind: 'batch-waste', batchId: 7 }, ...rest, reason: 'Hojas y tallos' },
    });
  });

  it.each([
    ['a batch kind with a product id', { kind: 'batch-waste', productId: 3 }],
    ['a product kind with a batch id', { kind: 'product', batchId: 3 }],
    ['an unknown kind', { kind: 'plant', batchId: 3 }],
    ['a batch id that is not a positive whole number', { kind: 'batch-waste', batchId: 0 }],
    ['a batch id as text', { kind: 'batch-waste', batchId: '3' }],
    ['no target', null],
  ])('refuses %s', (_name, target) => {
    expect(check({ target, ...rest })).toEqual({
      ok: false,
      problem: { code: 'DESTINO_INVALIDO', message: texts.destruction.targetRequired, field: 'target' },
    });
  });

  it('checks the grams of batch waste like those of a product', () => {
    const outcome = check({ target: { kind: 'batch-waste', batchId: 7 }, ...rest, grams: 0 });
    expect(outcome).toMatchObject({ ok: false, problem: { code: 'GRAMOS_INVALIDOS' } });
  });
});

describe('destructionFormSchema: the form draft', () => {
  const draft = {
    productId: '',
    batchId: '',
    grams: '40',
    reason: 'Hojas',
    method: 'Compostado',
    witness: 'Ana',
    date: today,
  };
  const parse = (input: object) => destructionFormSchema(today).safeParse({ ...draft, ...input });

  it("reads the batch select for a batch's waste, whatever the product select holds", () => {
    const result = parse({ kind: 'batch-waste', batchId: '7', productId: '3' });
    expect(result.success && result.data.target).toEqual({ kind: 'batch-waste', batchId: 7 });
  });

  it('reads the product select for a product', () => {
    const result = parse({ kind: 'product', batchId: '7', productId: '3' });
    expect(result.success && result.data.target).toEqual({ kind: 'product', productId: 3 });
  });

  it("asks to choose when the kind's select is empty", () => {
    const result = parse({ kind: 'batch-waste', productId: '3' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(texts.destruction.targetRequired);
  });
});
