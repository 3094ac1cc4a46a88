import type { Database, Sql } from '@club/db/connection';
import { clubNow } from '@club/domain/club-clock';
import { memberActor } from '../kernel/commands/actors.ts';
import { type CommandOutcome, loadStream, runCommand } from '../kernel/commands/pipeline.ts';
import { batchStream } from '../plants/public.ts';
import { type CertificateCheck, storeCertificate } from './certificate.ts';
import {
  evolveLabResults,
  initialLabResultState,
  type LabResultState,
  recordLabResultDecider,
} from './decide.ts';
import { type AnalysisRow, analysisRowOf } from './projection.ts';

// Recording a batch's analysis on the one write path: load the batch's stream (its facts and the
// analyses it has) with its version, decide, append `BatchAnalysed`, project `batch_analyses`;
// the certificate's bytes are kept once the fact is decided, inside the command's transaction.

async function nextAnalysisId(tx: Sql): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('batch_analyses', 'id')) as id`,
  );
  return Number(rows[0]?.id);
}

export interface RecordLabResultInput {
  adminId: number;
  batchId: number;
  /** The form's values (lab-result-schema.ts checks them). */
  input: unknown;
  certificate: CertificateCheck;
  /** Where the certificate is kept (UPLOADS_DIR). */
  uploadsDir: string;
  now: Date;
}

export function recordLabResult(
  db: Database,
  command: RecordLabResultInput,
): Promise<CommandOutcome<AnalysisRow>> {
  const { batchId, certificate } = command;
  return runCommand(db, {
    actor: memberActor(command.adminId),
    async load(tx) {
      const loaded = await loadStream<LabResultState, 'batch'>(
        tx,
        batchStream(batchId),
        'batch',
        (state, event) => evolveLabResults(state ?? initialLabResultState(), event),
      );
      const analysisId = await nextAnalysisId(tx);
      return { ...loaded, state: { analysisId, state: loaded.state ?? initialLabResultState() } };
    },
    decide: ({ analysisId, state }) =>
      recordLabResultDecider.decide(
        { batchId, analysisId, input: command.input, certificate, today: clubNow(command.now).date },
        state,
      ),
    async project(_tx, events) {
      const [row] = events.flatMap(analysisRowOf);
      if (!row || !certificate.ok) throw new Error('a recorded analysis appended no BatchAnalysed');
      await storeCertificate(command.uploadsDir, certificate.file, certificate.bytes);
      return row;
    },
  });
}
