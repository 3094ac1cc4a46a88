import { describe, expect, it } from 'vitest';
import { labResultSchema, percentOf } from './lab-result-schema.ts';
import { analysisDateLine, labResultTexts } from './lab-results.ts';
import { checkRules } from './rule-schema.ts';

const valid = {
  laboratory: ' Laboratorio Austral ',
  analysedOn: '2026-11-12',
  sampleId: 'M-2026-118',
  thc: '21,5',
  cbd: 0.4,
  otherCannabinoids: [
    { name: 'CBG', percent: '1.2' },
    { name: '', percent: '' },
  ],
  terpenes: [{ name: 'Mirceno', percent: '0,8' }],
};

const problem = (input: object) => {
  const outcome = checkRules(labResultSchema, input);
  return outcome.ok ? null : outcome.problem;
};

describe('a batch’s analysis, as the form and the gateway check it', () => {
  it('reads percentages written with a comma or a point and drops the empty rows', () => {
    expect(checkRules(labResultSchema, valid)).toEqual({
      ok: true,
      value: {
        laboratory: 'Laboratorio Austral',
        analysedOn: '2026-11-12',
        sampleId: 'M-2026-118',
        thc: 21.5,
        cbd: 0.4,
        otherCannabinoids: [{ name: 'CBG', percent: 1.2 }],
        terpenes: [{ name: 'Mirceno', percent: 0.8 }],
      },
    });
  });

  it('asks for each field in the form’s order', () => {
    expect(problem({})).toEqual({
      code: 'LABORATORIO_REQUERIDO',
      field: 'laboratory',
      message: labResultTexts.laboratoryRequired,
    });
    expect(problem({ ...valid, analysedOn: '' })).toMatchObject({ code: 'FECHA_REQUERIDA' });
    expect(problem({ ...valid, analysedOn: '2026-02-30' })).toMatchObject({ code: 'FECHA_INVALIDA' });
    expect(problem({ ...valid, sampleId: ' ' })).toMatchObject({ code: 'MUESTRA_REQUERIDA' });
  });

  it.each([
    ['thc', '100,5', 'THC_INVALIDO', labResultTexts.thcInvalid],
    ['thc', -1, 'THC_INVALIDO', labResultTexts.thcInvalid],
    ['thc', '', 'THC_INVALIDO', labResultTexts.thcInvalid],
    ['cbd', '101', 'CBD_INVALIDO', labResultTexts.cbdInvalid],
    ['cbd', 'mucho', 'CBD_INVALIDO', labResultTexts.cbdInvalid],
  ])('refuses %s = %j', (field, value, code, message) => {
    expect(problem({ ...valid, [field]: value })).toEqual({ code, field, message });
  });

  it('refuses a row without a name or with a share out of range, and more than twelve rows', () => {
    expect(problem({ ...valid, terpenes: [{ name: 'Limoneno', percent: '120' }] })).toEqual({
      code: 'COMPUESTO_INVALIDO',
      field: 'terpenes',
      message: labResultTexts.compoundInvalid,
    });
    expect(problem({ ...valid, otherCannabinoids: [{ name: '', percent: '2' }] })).toMatchObject({
      code: 'COMPUESTO_INVALIDO',
      field: 'otherCannabinoids',
    });
    const many = Array.from({ length: 13 }, (_, i) => ({ name: `T${i}`, percent: '0.1' }));
    expect(problem({ ...valid, terpenes: many })).toMatchObject({
      code: 'COMPUESTO_INVALIDO',
      message: labResultTexts.tooManyCompounds,
    });
  });

  it('refuses a compound listed twice, THC and CBD included', () => {
    expect(problem({ ...valid, otherCannabinoids: [{ name: 'thc', percent: '1' }] })).toEqual({
      code: 'COMPUESTO_REPETIDO',
      field: 'otherCannabinoids',
      message: 'thc aparece dos veces',
    });
  });

  it('refuses cannabinoids over 100 %, and cannabinoids and terpenes together over 100 %', () => {
    expect(
      problem({ ...valid, thc: '60', cbd: '40', otherCannabinoids: [{ name: 'CBG', percent: '0,5' }] }),
    ).toEqual({
      code: 'SUMA_CANNABINOIDES',
      field: 'thc',
      message: 'Los cannabinoides suman 100,5 %: no pueden pasar de 100 %',
    });
    expect(
      checkRules(labResultSchema, { ...valid, thc: '60', cbd: '40', otherCannabinoids: [], terpenes: [] }).ok,
    ).toBe(true);
    expect(
      problem({
        ...valid,
        thc: '90',
        cbd: '9',
        otherCannabinoids: [],
        terpenes: [{ name: 'Mirceno', percent: '2' }],
      }),
    ).toMatchObject({
      code: 'SUMA_TOTAL',
      field: 'terpenes',
    });
  });

  it('reads percentages strictly', () => {
    expect([percentOf('0'), percentOf('100'), percentOf('7,125'), percentOf(12.5)]).toEqual([
      0, 100, 7.125, 12.5,
    ]);
    expect([percentOf('1e2'), percentOf('7,1234'), percentOf(' '), percentOf(null), percentOf('-0')]).toEqual(
      [null, null, null, null, null],
    );
  });

  it('writes the analysis date as the carta shows it', () => {
    expect(analysisDateLine('2026-11-12')).toBe('Análisis del 12/11/2026');
  });
});
