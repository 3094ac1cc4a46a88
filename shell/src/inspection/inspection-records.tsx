import { useApolloClient, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { inspectionLinkTexts as t } from '@club/domain/inspection-links';
import { isBatchStage, STAGE_LABELS } from '@club/domain/plants';
import { saveMonthReport } from '@club/web-kit/download/month-report';
import { formatDate, formatDateTime } from '@club/web-kit/format/date-format';
import {
  BatchTraceDocument,
  DestructionsDocument,
  MonthClosesDocument,
  TraceBatchesDocument,
} from '@club/web-kit/graphql/graphql';
import { type RecordColumn, RecordTable } from '@club/web-kit/table/record-table.tsx';
import { type ReactNode, useId, useState } from 'react';
import { INSPECTION_PLANTS_QUERY, INSPECTION_TREATMENTS_QUERY } from './inspection-documents.ts';

// The legal records an inspector's link reads, one section at a time, each through the queries
// the back office's own screens send (the gateway gives them the inspection scope).

export const SECTIONS = ['plants', 'treatments', 'destruction', 'closes', 'traceability'] as const;
export type InspectionSection = (typeof SECTIONS)[number];

export function SectionRecords({ section }: { section: InspectionSection }) {
  switch (section) {
    case 'plants':
      return <Plants />;
    case 'treatments':
      return <Treatments />;
    case 'destruction':
      return <Destructions />;
    case 'closes':
      return <Closes />;
    case 'traceability':
      return <Traceability />;
  }
}

/** A query's records as a table, or why there are none yet. */
function Records<T>({
  label,
  records,
  columns,
  recordKey,
}: {
  label: string;
  records: readonly T[] | undefined;
  columns: readonly RecordColumn<T>[];
  recordKey: (record: T) => string | number;
}): ReactNode {
  if (records === undefined) return <p>{t.loading}</p>;
  if (records.length === 0) return <p>{t.noRecords}</p>;
  return (
    <RecordTable
      className="inspection__table"
      label={label}
      records={records}
      columns={columns}
      recordKey={recordKey}
    />
  );
}

const stageLabel = (stage: string) => (isBatchStage(stage) ? STAGE_LABELS[stage] : stage);
const p = t.plantColumns;

function Plants() {
  const { data } = useQuery(INSPECTION_PLANTS_QUERY, { fetchPolicy: 'network-only' });
  return (
    <>
      {data && <p>{fillText(t.flowering, data.floweringPlants)}</p>}
      <h2>{t.mothers}</h2>
      <Records
        label={t.mothers}
        records={data?.motherPlants}
        recordKey={(mother) => mother.id}
        columns={[
          { label: p.mother, cell: (mother) => mother.name },
          { label: p.species, cell: (mother) => mother.species },
          { label: p.origin, cell: (mother) => mother.origin },
          { label: p.registeredOn, cell: (mother) => formatDate(mother.registeredOn) },
          { label: p.batchCount, cell: (mother) => mother.batchCount, figure: true },
        ]}
      />
      <h2>{t.batches}</h2>
      <Records
        label={t.batches}
        records={data?.batches}
        recordKey={(batch) => batch.id}
        columns={[
          { label: p.batch, cell: (batch) => batch.id, figure: true },
          { label: p.mother, cell: (batch) => batch.motherName },
          { label: p.species, cell: (batch) => batch.species },
          { label: p.plantsStarted, cell: (batch) => batch.plantsStarted, figure: true },
          { label: p.plants, cell: (batch) => batch.plants, figure: true },
          { label: p.stage, cell: (batch) => stageLabel(batch.stage) },
          { label: p.startedOn, cell: (batch) => formatDate(batch.startedOn) },
          { label: p.lastOn, cell: (batch) => formatDate(batch.lastOn) },
        ]}
      />
    </>
  );
}

function Treatments() {
  const { data } = useQuery(INSPECTION_TREATMENTS_QUERY, { fetchPolicy: 'network-only' });
  const c = t.treatmentColumns;
  return (
    <Records
      label={t.sections.treatments}
      records={data?.treatments}
      recordKey={(treatment) => treatment.id}
      columns={[
        { label: c.appliedOn, cell: (treatment) => formatDate(treatment.appliedOn) },
        { label: c.product, cell: (treatment) => treatment.product },
        { label: c.activeIngredient, cell: (treatment) => treatment.activeIngredient },
        { label: c.dose, cell: (treatment) => treatment.dose },
        { label: c.method, cell: (treatment) => treatment.method },
        { label: c.appliedBy, cell: (treatment) => treatment.appliedBy },
        { label: c.batches, cell: (treatment) => treatment.batchIds.join(', ') },
      ]}
    />
  );
}

function Destructions() {
  const { data } = useQuery(DestructionsDocument, { fetchPolicy: 'network-only' });
  const c = t.destructionColumns;
  return (
    <Records
      label={t.sections.destruction}
      records={data?.destructions}
      recordKey={(destruction) => destruction.id}
      columns={[
        { label: c.date, cell: (d) => formatDate(d.date) },
        {
          label: c.what,
          cell: (d) => (d.batchId === null ? d.species : fillText(t.batchWaste, { batch: d.batchId })),
        },
        { label: c.grams, cell: (d) => d.grams, figure: true },
        { label: c.reason, cell: (d) => d.reason },
        { label: c.method, cell: (d) => d.method },
        { label: c.witness, cell: (d) => d.witness },
        { label: c.recordedBy, cell: (d) => d.recordedBy },
      ]}
    />
  );
}

function Closes() {
  const { data } = useQuery(MonthClosesDocument, { fetchPolicy: 'network-only' });
  const [failed, setFailed] = useState(false);
  const client = useApolloClient();
  const c = t.closeColumns;

  async function download(month: string, kind: 'csv' | 'pdf') {
    setFailed(false);
    try {
      await saveMonthReport(client, month, kind);
    } catch (problem) {
      console.error('month report failed', problem);
      setFailed(true);
    }
  }

  return (
    <>
      {failed && (
        <p role="alert" className="error-line">
          {t.downloadError}
        </p>
      )}
      <Records
        label={t.sections.closes}
        records={data?.monthCloses.months}
        recordKey={(month) => month.month}
        columns={[
          { label: c.month, cell: (m) => m.month },
          { label: c.state, cell: (m) => (m.closed ? t.closed : t.open) },
          { label: c.signedBy, cell: (m) => m.signedBy ?? '' },
          { label: c.closedAt, cell: (m) => (m.closedAt ? formatDateTime(m.closedAt) : '') },
          {
            label: c.report,
            cell: (m) =>
              m.closed ? (
                <span className="inspection__downloads">
                  {(['csv', 'pdf'] as const).map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className="button button--secondary"
                      aria-label={fillText(t.downloadLabel, { month: m.month, kind: t[kind] })}
                      onClick={() => void download(m.month, kind)}
                    >
                      {t[kind]}
                    </button>
                  ))}
                </span>
              ) : (
                ''
              ),
          },
        ]}
      />
    </>
  );
}

function Traceability() {
  const id = useId();
  const { data } = useQuery(TraceBatchesDocument, { fetchPolicy: 'network-only' });
  const harvested = (data?.batches ?? []).filter((batch) => batch.harvestId !== null);
  const [batchId, setBatchId] = useState<number | null>(null);
  if (data && harvested.length === 0) return <p>{t.traceNone}</p>;
  return (
    <>
      <div className="inspection__choice">
        <label htmlFor={`${id}-batch`}>{t.traceBatch}</label>
        <select
          id={`${id}-batch`}
          value={batchId ?? ''}
          onChange={(event) => setBatchId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t.traceChoose}</option>
          {harvested.map((batch) => (
            <option key={batch.id} value={batch.id}>
              {`${batch.id} · ${batch.species} · ${batch.motherName}`}
            </option>
          ))}
        </select>
      </div>
      {batchId !== null && <BatchTrace batchId={batchId} />}
    </>
  );
}

function BatchTrace({ batchId }: { batchId: number }) {
  const { data } = useQuery(BatchTraceDocument, { variables: { batchId }, fetchPolicy: 'network-only' });
  const trace = data?.batchTrace;
  const c = t.traceColumns;
  if (data && !trace) return <p>{t.noRecords}</p>;
  return (
    <>
      {trace?.harvestDate && (
        <p>
          {fillText(t.traceSummary, {
            date: formatDate(trace.harvestDate),
            received: trace.gramsReceived,
            dispensed: trace.gramsDispensed,
          })}
        </p>
      )}
      <Records
        label={t.sections.traceability}
        records={trace?.recipients}
        recordKey={(r) => `${r.sourceStream}-${r.species}`}
        columns={[
          { label: c.date, cell: (r) => formatDate(r.date) },
          { label: c.member, cell: (r) => `${r.memberName} (${r.memberId})` },
          { label: c.species, cell: (r) => r.species },
          { label: c.grams, cell: (r) => r.grams, figure: true },
        ]}
      />
    </>
  );
}
