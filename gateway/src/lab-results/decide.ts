import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { type LabResultProblemCode, labResultSchema } from '@club/domain/lab-result-schema';
import { labResultTexts } from '@club/domain/lab-results';
import { plantTexts } from '@club/domain/plants';
import { checkRules } from '@club/domain/rule-schema';
import type { Decider, Decision } from '../kernel/commands/decider.ts';
import { type ClubEvent, isStreamEvent } from '../kernel/events/club-event.ts';
import { type Refusal, type RefusalCode, refusal } from '../kernel/refusals/refusal-table.ts';
import { type BatchEvent, type BatchRow, evolveBatch } from '../plants/public.ts';
import type { CertificateCheck } from './certificate.ts';

// Recording a batch's lab analysis, pure: the batch as its stream folds it and the analyses it
// already has → `BatchAnalysed`, or a refusal. The certificate arrives checked (certificate.ts
// reads its bytes); what is decided here is whether the record may join the batch's.

export interface LabResultState {
  batch: BatchRow | undefined;
  /** The batch's analyses so far: a certificate's sample is recorded once. */
  samples: ReadonlyArray<{ laboratory: string; sampleId: string }>;
}

export interface RecordLabResult {
  batchId: number;
  analysisId: number;
  input: unknown;
  certificate: CertificateCheck;
  /** YYYY-MM-DD, Montevideo: an analysis is a fact that happened. */
  today: string;
}

const refuse = (code: RefusalCode, message: string, field?: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: field ? { code, message, field } : { code, message },
});

const sameText = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

function decideRecordLabResult(command: RecordLabResult, state: LabResultState): Decision<BatchEvent> {
  const { batch } = state;
  if (!batch) return refuse('LOTE_NO_ENCONTRADO', plantTexts.batchNotFound);
  const checked = checkRules<typeof labResultSchema, LabResultProblemCode>(labResultSchema, command.input);
  if (!checked.ok) {
    const { code, message, field } = checked.problem;
    return refuse(code, message, field ?? undefined);
  }
  if (!command.certificate.ok)
    return { ok: false, error: { ...refusal(command.certificate.code), field: 'certificate' } };
  const values = checked.value;
  if (values.analysedOn > command.today)
    return refuse(
      'FECHA_FUTURA',
      fillText(plantTexts.dateInFuture, { today: formatIsoDate(command.today) }),
      'analysedOn',
    );
  if (values.analysedOn < batch.startedOn)
    return refuse(
      'FECHA_ANTERIOR',
      fillText(labResultTexts.dateBeforeBatch, { date: formatIsoDate(batch.startedOn) }),
      'analysedOn',
    );
  const repeated = state.samples.some(
    (sample) => sameText(sample.laboratory, values.laboratory) && sameText(sample.sampleId, values.sampleId),
  );
  if (repeated)
    return refuse(
      'MUESTRA_REPETIDA',
      fillText(labResultTexts.sampleRepeated, { sample: values.sampleId, laboratory: values.laboratory }),
      'sampleId',
    );
  return {
    ok: true,
    events: [
      {
        type: 'BatchAnalysed',
        payload: {
          batchId: batch.id,
          analysisId: command.analysisId,
          productId: batch.productId,
          ...values,
          certificate: command.certificate.file,
        },
      },
    ],
  };
}

export function initialLabResultState(): LabResultState {
  return { batch: undefined, samples: [] };
}

/** The batch's facts folded: the batch, and each analysis's sample. */
export function evolveLabResults(state: LabResultState, event: ClubEvent): LabResultState {
  if (!isStreamEvent(event, 'batch')) return state;
  const batch = evolveBatch(state.batch, event);
  if (event.type !== 'BatchAnalysed') return { ...state, batch };
  const { laboratory, sampleId } = event.payload;
  return { batch, samples: [...state.samples, { laboratory, sampleId }] };
}

export const recordLabResultDecider: Decider<RecordLabResult, LabResultState, BatchEvent> = {
  decide: decideRecordLabResult,
  evolve: evolveLabResults,
  initialState: initialLabResultState,
};
