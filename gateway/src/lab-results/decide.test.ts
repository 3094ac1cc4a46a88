import { labResultTexts } from '@club/domain/lab-results';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import type { CertificateCheck } from './certificate.ts';
import { type RecordLabResult, recordLabResultDecider } from './decide.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given a batch's facts, when an analysis is recorded, then `BatchAnalysed` or a refusal.

const TODAY = '2026-11-20';
const certificate = { sha256: 'b'.repeat(64), size: 2048, pages: 2 };
const pdf: CertificateCheck = { ok: true, file: certificate, bytes: new Uint8Array([0x25]) };

const started: ClubEvent = {
  type: 'BatchStarted',
  payload: { batchId: 3, motherId: 1, productId: 8, plants: 12, startedOn: '2026-07-01', notes: '' },
};
const harvested: ClubEvent = {
  type: 'BatchHarvested',
  payload: { batchId: 3, harvestId: 9, productId: 8, on: '2026-10-30' },
};
const input = {
  laboratory: 'Laboratorio Austral',
  analysedOn: '2026-11-12',
  sampleId: 'M-118',
  thc: '22,4',
  cbd: '0.6',
  otherCannabinoids: [{ name: 'CBG', percent: '1' }],
  terpenes: [{ name: 'Mirceno', percent: '0,9' }],
};
const record = (patch: Partial<RecordLabResult> = {}, values: object = {}): RecordLabResult => ({
  batchId: 3,
  analysisId: 5,
  input: { ...input, ...values },
  certificate: pdf,
  today: TODAY,
  ...patch,
});
const analysed = (sampleId: string): ClubEvent => ({
  type: 'BatchAnalysed',
  payload: {
    batchId: 3,
    analysisId: 4,
    productId: 8,
    laboratory: 'LABORATORIO AUSTRAL',
    analysedOn: '2026-11-01',
    sampleId,
    thc: 20,
    cbd: 1,
    otherCannabinoids: [],
    terpenes: [],
    certificate,
  },
});

const recorded: ClubEvent = {
  type: 'BatchAnalysed',
  payload: {
    batchId: 3,
    analysisId: 5,
    productId: 8,
    laboratory: 'Laboratorio Austral',
    analysedOn: '2026-11-12',
    sampleId: 'M-118',
    thc: 22.4,
    cbd: 0.6,
    otherCannabinoids: [{ name: 'CBG', percent: 1 }],
    terpenes: [{ name: 'Mirceno', percent: 0.9 }],
    certificate,
  },
};

describe('recording a batch’s analysis', () => {
  it('records the figures, the certificate and the batch’s product', () => {
    deciderSpec(recordLabResultDecider).given(started, harvested).when(record()).thenDecides(recorded);
  });

  it('takes a second analysis of another sample (a new test of the same batch)', () => {
    deciderSpec(recordLabResultDecider)
      .given(started, analysed('M-100'))
      .when(record())
      .thenDecides(recorded);
  });

  it('refuses an unknown batch', () => {
    deciderSpec(recordLabResultDecider).given().when(record()).thenRefuses('LOTE_NO_ENCONTRADO');
  });

  it('refuses THC over 100 and cannabinoids that sum over 100, in Spanish, on their field', () => {
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({}, { thc: '100,1' }))
      .thenRefuses({ code: 'THC_INVALIDO', field: 'thc', message: labResultTexts.thcInvalid });
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({}, { thc: '80', cbd: '19,5', terpenes: [] }))
      .thenRefuses({
        code: 'SUMA_CANNABINOIDES',
        field: 'thc',
        message: 'Los cannabinoides suman 100,5 %: no pueden pasar de 100 %',
      });
  });

  it('refuses a certificate that is not a PDF, or none', () => {
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({ certificate: { ok: false, code: 'CERTIFICADO_NO_PDF' } }))
      .thenRefuses({
        code: 'CERTIFICADO_NO_PDF',
        field: 'certificate',
        message: labResultTexts.certificateNotPdf,
      });
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({ certificate: { ok: false, code: 'CERTIFICADO_REQUERIDO' } }))
      .thenRefuses({ code: 'CERTIFICADO_REQUERIDO', message: labResultTexts.certificateRequired });
  });

  it('refuses a date after today or before the batch started', () => {
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({}, { analysedOn: '2026-11-21' }))
      .thenRefuses({
        code: 'FECHA_FUTURA',
        field: 'analysedOn',
        message: 'La fecha no puede ser posterior a hoy (20/11/2026)',
      });
    deciderSpec(recordLabResultDecider)
      .given(started)
      .when(record({}, { analysedOn: '2026-06-30' }))
      .thenRefuses({
        code: 'FECHA_ANTERIOR',
        message: 'El análisis no puede ser anterior al inicio del lote (01/07/2026)',
      });
  });

  it('refuses the same laboratory’s sample twice, whatever the case', () => {
    deciderSpec(recordLabResultDecider).given(started, analysed('m-118')).when(record()).thenRefuses({
      code: 'MUESTRA_REPETIDA',
      field: 'sampleId',
      message: 'La muestra M-118 de Laboratorio Austral ya está registrada en este lote',
    });
  });
});
