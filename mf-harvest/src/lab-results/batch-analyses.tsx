import { useQuery } from '@apollo/client/react';
import { analysisDateLine, labResultTexts } from '@club/domain/lab-results';
import { labelTexts, MAX_LABEL_COPIES, MAX_LABEL_GRAMS } from '@club/domain/labels';
import { Field, wholeNumber } from '@club/web-kit/field/field.tsx';
import { downloadGatewayFile } from '@club/web-kit/gateway-files/gateway-files';
import { LabelPrint } from '@club/web-kit/gateway-files/label-print.tsx';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { useState } from 'react';
import { LabResultForm } from './lab-result-form.tsx';
import { BATCH_ANALYSES_QUERY, type BatchAnalysis } from './lab-results-documents.ts';
import './lab-results.css';

// A batch's lab analyses on its page: each one's figures and certificate, recording another, and
// the batch's label, which prints the newest analysis (or the declared figures) beside the QR code
// back to this batch.

const percent = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 3 });
const figure = (value: number) => `${percent.format(value)} %`;

function compounds(list: BatchAnalysis['terpenes']): string {
  return list.map((compound) => `${compound.name} ${figure(compound.percent)}`).join(' · ');
}

function Certificate({ batchId, analysis }: { batchId: number; analysis: BatchAnalysis }) {
  const [error, setError] = useState('');
  const open = async () => {
    setError('');
    try {
      const saved = await downloadGatewayFile(
        `/admin/batches/${batchId}/analyses/${analysis.id}/certificate`,
        `certificado-lote-${batchId}-${analysis.sampleId}.pdf`,
      );
      if (!saved.ok) setError(saved.error ?? labResultTexts.certificateMissing);
    } catch {
      setError(labResultTexts.certificateMissing);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void open()}>
        {labResultTexts.certificateLink}
      </button>
      <AlertLine message={error} />
    </>
  );
}

function AnalysisItem({ batchId, analysis }: { batchId: number; analysis: BatchAnalysis }) {
  return (
    <li className="card lr-analysis">
      <h3 className="lr-analysis__title">{analysisDateLine(analysis.analysedOn)}</h3>
      <dl className="kit-facts">
        <div className="kit-fact">
          <dt>{labResultTexts.laboratory}</dt>
          <dd>{analysis.laboratory}</dd>
        </div>
        <div className="kit-fact">
          <dt>{labResultTexts.sample}</dt>
          <dd>{analysis.sampleId}</dd>
        </div>
        <div className="kit-fact">
          <dt>{labResultTexts.thc}</dt>
          <dd>{figure(analysis.thc)}</dd>
        </div>
        <div className="kit-fact">
          <dt>{labResultTexts.cbd}</dt>
          <dd>{figure(analysis.cbd)}</dd>
        </div>
        {analysis.otherCannabinoids.length > 0 && (
          <div className="kit-fact">
            <dt>{labResultTexts.otherCannabinoids}</dt>
            <dd>{compounds(analysis.otherCannabinoids)}</dd>
          </div>
        )}
        {analysis.terpenes.length > 0 && (
          <div className="kit-fact">
            <dt>{labResultTexts.terpenes}</dt>
            <dd>{compounds(analysis.terpenes)}</dd>
          </div>
        )}
      </dl>
      <Certificate batchId={batchId} analysis={analysis} />
    </li>
  );
}

/** The batch's label: grams left blank to write by hand, or printed; one copy or a sheet of them. */
function BatchLabels({ batchId, title }: { batchId: number; title: string }) {
  const [grams, setGrams] = useState('');
  const [copies, setCopies] = useState('1');
  const pathFor = (layout: string) => {
    const gramsValue = grams.trim() === '' ? null : Number(grams);
    if (
      gramsValue !== null &&
      !(Number.isInteger(gramsValue) && gramsValue >= 1 && gramsValue <= MAX_LABEL_GRAMS)
    ) {
      return { error: labelTexts.gramsInvalid };
    }
    const copiesValue = Number(copies);
    if (!(Number.isInteger(copiesValue) && copiesValue >= 1 && copiesValue <= MAX_LABEL_COPIES)) {
      return { error: labelTexts.copiesInvalid };
    }
    const query = new URLSearchParams({ layout, copies: String(copiesValue) });
    if (gramsValue !== null) query.set('grams', String(gramsValue));
    return { path: `/admin/batches/${batchId}/labels?${query}` };
  };
  return (
    <LabelPrint
      title={title}
      buttonLabel={labelTexts.printBatch}
      fileName={`etiqueta-lote-${batchId}.pdf`}
      pathFor={pathFor}
    >
      <Field label={labelTexts.grams}>
        <input
          {...wholeNumber}
          min={1}
          max={MAX_LABEL_GRAMS}
          value={grams}
          onChange={(e) => setGrams(e.target.value)}
        />
      </Field>
      <Field label={labelTexts.copies}>
        <input
          {...wholeNumber}
          min={1}
          max={MAX_LABEL_COPIES}
          value={copies}
          onChange={(e) => setCopies(e.target.value)}
        />
      </Field>
    </LabelPrint>
  );
}

export function BatchAnalyses({ batchId, batchName }: { batchId: number; batchName: string }) {
  const query = useQuery(BATCH_ANALYSES_QUERY, { variables: { batchId }, fetchPolicy: 'cache-and-network' });
  const analyses = query.data?.batchAnalyses ?? [];
  return (
    <section className="lr-section" aria-labelledby="lr-title">
      <h2 id="lr-title" className="kit-section-title">
        {labResultTexts.title}
      </h2>
      {query.data && analyses.length === 0 && <p className="kit-status">{labResultTexts.none}</p>}
      {analyses.length > 0 && (
        <ul className="lr-analyses">
          {analyses.map((analysis) => (
            <AnalysisItem key={analysis.id} batchId={batchId} analysis={analysis} />
          ))}
        </ul>
      )}
      <div className="lr-tools">
        <LabResultForm batchId={batchId} />
        <div className="card lr-labels">
          <h3>{labelTexts.printBatch}</h3>
          <BatchLabels batchId={batchId} title={`${labelTexts.printBatch} · ${batchName}`} />
        </div>
      </div>
    </section>
  );
}
