import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import {
  type BatchStage,
  batchLabel,
  isBatchStage,
  nextStages,
  plantTexts,
  STAGE_LABELS,
} from '@club/domain/plants';
import { plantsLostSchema, stageChangeSchema } from '@club/domain/plants-schema';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { formatDate, formatDateTime } from '@club/web-kit/format/date-format';
import { Page } from '@club/web-kit/page/page.tsx';
import { StatusBadge } from '@club/web-kit/status-badge/status-badge.tsx';
import { Link, useParams } from 'react-router';
import { useRegistryForm } from '../back-office/registry-form.tsx';
import { BatchAnalyses } from '../lab-results/batch-analyses.tsx';
import { FloweringGauge } from './flowering-gauge.tsx';
import {
  BATCH_SCREEN_QUERY,
  type BatchDetail,
  CHANGE_STAGE_MUTATION,
  PLANTS_LOST_MUTATION,
} from './plants-documents.ts';
import { STAGE_TONES } from './stage-tones.ts';
import '@club/web-kit/back-office/back-office.css';
import './plants.css';

// A batch's page (/admin/plantas/:id): where it stands, moving it to its next stage (into
// flowering within the club's limit), plants lost, its treatments and its whole record.

const today = () => clubNow(new Date()).date;

const EVENT_LABELS: Record<string, string> = {
  BatchStarted: 'Esquejes cortados',
  BatchStageChanged: 'Cambio de etapa',
  BatchPlantsLost: 'Plantas perdidas',
  BatchHarvested: 'Cosechado',
  BatchWasteDestroyed: 'Residuos destruidos',
  BatchAnalysed: 'Análisis de laboratorio',
};

function StageForm({ batch }: { batch: BatchDetail }) {
  const stage = isBatchStage(batch.stage) ? batch.stage : 'descartado';
  const choices = nextStages(stage);
  const [change] = useMutation(CHANGE_STAGE_MUTATION);
  const { form, submit, invalid, footer } = useRegistryForm(stageChangeSchema, {
    stage: choices[0] ?? '',
    on: today(),
    reason: '',
  });
  const save = submit(async (values) => {
    const { data } = await change({
      variables: { batchId: batch.id, ...values },
      refetchQueries: ['BatchScreen'],
      awaitRefetchQueries: true,
    });
    return data?.changeBatchStage;
  }, 'Etapa cambiada');
  return (
    <form className="kit-form card" onSubmit={(event) => void save(event)} noValidate>
      <h2>Cambiar etapa</h2>
      <Field label={plantTexts.stage}>
        <select {...invalid('stage')} {...form.register('stage')}>
          <Options items={choices} label={(s: BatchStage) => STAGE_LABELS[s]} />
        </select>
      </Field>
      <Field label={plantTexts.date}>
        <input type="date" max={today()} {...invalid('on')} {...form.register('on')} />
      </Field>
      <Field label={plantTexts.reason} hint="Obligatorio para descartar el lote.">
        <input maxLength={200} {...invalid('reason')} {...form.register('reason')} />
      </Field>
      {footer('Cambiar etapa')}
    </form>
  );
}

function LossForm({ batch }: { batch: BatchDetail }) {
  const [lose] = useMutation(PLANTS_LOST_MUTATION);
  const { form, submit, invalid, footer } = useRegistryForm(plantsLostSchema, {
    plants: '',
    reason: '',
    on: today(),
  });
  const save = submit(async (values) => {
    const { data } = await lose({
      variables: { batchId: batch.id, ...values },
      refetchQueries: ['BatchScreen'],
      awaitRefetchQueries: true,
    });
    if (data?.recordPlantsLost.ok) form.reset({ plants: '', reason: '', on: today() });
    return data?.recordPlantsLost;
  }, 'Pérdida registrada');
  return (
    <form className="kit-form card" onSubmit={(event) => void save(event)} noValidate>
      <h2>Registrar pérdida</h2>
      <Field label={plantTexts.lostPlants}>
        <input
          {...wholeNumber}
          min={1}
          max={batch.plants}
          {...invalid('plants')}
          {...form.register('plants')}
        />
      </Field>
      <Field label={plantTexts.reason}>
        <input maxLength={200} {...invalid('reason')} {...form.register('reason')} />
      </Field>
      <Field label={plantTexts.date}>
        <input type="date" max={today()} {...invalid('on')} {...form.register('on')} />
      </Field>
      {footer('Registrar pérdida')}
    </form>
  );
}

function historyLine(entry: BatchDetail['history'][number]): string {
  switch (entry.type) {
    case 'BatchStarted':
      return `${entry.plants} esquejes`;
    case 'BatchStageChanged':
      return `Pasó a ${STAGE_LABELS[entry.stage as BatchStage] ?? entry.stage}${entry.reason ? `: ${entry.reason}` : ''}`;
    case 'BatchPlantsLost':
      return `${entry.plants} ${entry.plants === 1 ? 'planta' : 'plantas'}: ${entry.reason}`;
    case 'BatchAnalysed':
      return entry.reason;
    default:
      return 'Cosecha registrada';
  }
}

export function BatchScreen() {
  const id = Number(useParams().id);
  const query = useQuery(BATCH_SCREEN_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const batch = query.data?.batch;
  const open = batch && isBatchStage(batch.stage) && nextStages(batch.stage).length > 0;
  return (
    <Page
      className="kit-page pl-page"
      title={batch ? `${batchLabel(batch.id)} · ${batch.species}` : batchLabel(id)}
    >
      <Link className="pl-back" to="/admin/plantas">
        ← {plantTexts.plantsTitle}
      </Link>
      <LoadStatus query={query} loaded={query.data !== undefined} />
      {query.data && !batch && <p className="kit-status">{plantTexts.batchNotFound}</p>}
      {batch && query.data && (
        <>
          <div className="card pl-card">
            <div className="kit-card-head">
              <h2 className="pl-card__title">{batch.motherName}</h2>
              <StatusBadge
                status={batch.stage}
                labels={STAGE_LABELS}
                tones={STAGE_TONES}
                className="pl-stage"
              />
            </div>
            <dl className="kit-facts">
              <div className="kit-fact">
                <dt>Plantas vivas</dt>
                <dd>
                  {batch.plants} de {batch.plantsStarted}
                </dd>
              </div>
              <div className="kit-fact">
                <dt>{plantTexts.startedOn}</dt>
                <dd>{formatDate(batch.startedOn)}</dd>
              </div>
              <div className="kit-fact">
                <dt>Último registro</dt>
                <dd>{formatDate(batch.lastOn)}</dd>
              </div>
              {batch.notes && (
                <div className="kit-fact">
                  <dt>{plantTexts.notes}</dt>
                  <dd>{batch.notes}</dd>
                </div>
              )}
            </dl>
            <div className="pl-actions">
              <Link className="pl-link" to={`/admin/tratamientos?lote=${batch.id}`}>
                Registrar tratamiento
              </Link>
              <Link className="pl-link" to={`/admin/trazabilidad?lote=${batch.id}`}>
                Ver a quién llegó
              </Link>
              {batch.stage === 'floracion' && (
                <Link className="pl-link" to={`/admin/harvests/form?lote=${batch.id}`}>
                  Registrar la cosecha
                </Link>
              )}
            </div>
          </div>

          {open && (
            <>
              {batch.stage !== 'floracion' && <FloweringGauge {...query.data.floweringPlants} />}
              <div className="pl-forms">
                <StageForm key={`stage-${batch.stage}`} batch={batch} />
                <LossForm batch={batch} />
              </div>
            </>
          )}

          <h2 className="kit-section-title">{plantTexts.treatmentsTitle}</h2>
          {batch.treatments.length === 0 ? (
            <p className="kit-status">Sin tratamientos registrados.</p>
          ) : (
            <ul className="pl-history">
              {batch.treatments.map((t) => (
                <li key={t.id}>
                  <strong>
                    {formatDate(t.appliedOn)} · {t.product}
                  </strong>
                  <span>
                    {t.activeIngredient} · {t.dose} · {t.method}
                  </span>
                  <small>Aplicó {t.appliedBy}</small>
                </li>
              ))}
            </ul>
          )}

          <BatchAnalyses batchId={batch.id} batchName={batchLabel(batch.id)} />

          <h2 className="kit-section-title">Historial</h2>
          <ol className="pl-history">
            {[...batch.history].reverse().map((entry) => (
              <li key={`${entry.recordedAt}-${entry.type}`}>
                <strong>
                  {formatDate(entry.on)} · {EVENT_LABELS[entry.type] ?? entry.type}
                </strong>
                <span>{historyLine(entry)}</span>
                <small>
                  Registrado el {formatDateTime(entry.recordedAt)} por {entry.recordedBy}
                </small>
              </li>
            ))}
          </ol>
        </>
      )}
    </Page>
  );
}
