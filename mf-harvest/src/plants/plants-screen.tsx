import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { batchLabel, plantTexts, STAGE_LABELS } from '@club/domain/plants';
import { batchSchema, motherPlantSchema } from '@club/domain/plants-schema';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { Page } from '@club/web-kit/page/page.tsx';
import { StatusBadge } from '@club/web-kit/status-badge/status-badge.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRegistryForm } from '../back-office/registry-form.tsx';
import { FloweringGauge } from './flowering-gauge.tsx';
import {
  type BatchCard,
  type MotherPlant,
  PLANTS_QUERY,
  REGISTER_MOTHER_MUTATION,
  START_BATCH_MUTATION,
} from './plants-documents.ts';
import { STAGE_TONES } from './stage-tones.ts';
import '@club/web-kit/back-office/back-office.css';
import './plants.css';

// /admin/plantas (issue 17): the club's plants as IRCCA asks for them. The plants in flowering
// against the club's limit, every batch of cuttings with its stage, every mother plant; a batch
// opens its own page (stages, losses, treatments, record).

const today = () => clubNow(new Date()).date;

export function BatchCardView({ batch }: { batch: BatchCard }) {
  return (
    <li className="card pl-card">
      <div className="kit-card-head">
        <h3 className="pl-card__title">
          <Link to={`/admin/plantas/${batch.id}`}>{batchLabel(batch.id)}</Link> · {batch.species}
        </h3>
        <StatusBadge status={batch.stage} labels={STAGE_LABELS} tones={STAGE_TONES} className="pl-stage" />
      </div>
      <dl className="kit-facts">
        <div className="kit-fact">
          <dt>{plantTexts.mother}</dt>
          <dd>{batch.motherName}</dd>
        </div>
        <div className="kit-fact">
          <dt>Plantas</dt>
          <dd>
            {batch.plants === batch.plantsStarted
              ? batch.plants
              : `${batch.plants} de ${batch.plantsStarted}`}
          </dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.startedOn}</dt>
          <dd>{formatDate(batch.startedOn)}</dd>
        </div>
      </dl>
    </li>
  );
}

function MotherCard({ mother }: { mother: MotherPlant }) {
  return (
    <li className="card pl-card">
      <h3 className="pl-card__title">{mother.name}</h3>
      <dl className="kit-facts">
        <div className="kit-fact">
          <dt>Genética</dt>
          <dd>{mother.species}</dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.origin}</dt>
          <dd>{mother.origin}</dd>
        </div>
        <div className="kit-fact">
          <dt>Registrada</dt>
          <dd>{formatDate(mother.registeredOn)}</dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.batches}</dt>
          <dd>{mother.batchCount}</dd>
        </div>
      </dl>
    </li>
  );
}

function MotherForm({
  species,
  onDone,
}: {
  species: ReadonlyArray<{ id: number; species: string }>;
  onDone: () => void;
}) {
  const [register] = useMutation(REGISTER_MOTHER_MUTATION);
  const { form, submit, invalid, footer } = useRegistryForm(motherPlantSchema, {
    productId: '',
    name: '',
    origin: '',
    registeredOn: today(),
  });
  const save = submit(async (values) => {
    const { data } = await register({ variables: { input: values }, refetchQueries: ['Plants'] });
    if (data?.registerMotherPlant.ok) onDone();
    return data?.registerMotherPlant;
  }, 'Madre registrada');
  return (
    <form className="kit-form" onSubmit={(event) => void save(event)} noValidate>
      <Field label={plantTexts.species}>
        <select {...invalid('productId')} {...form.register('productId')}>
          <Options
            placeholder="Elegí la genética"
            items={species}
            value={(s) => String(s.id)}
            label={(s) => s.species}
          />
        </select>
      </Field>
      <Field label={plantTexts.motherName}>
        <input maxLength={60} {...invalid('name')} {...form.register('name')} />
      </Field>
      <Field label={plantTexts.origin} hint="Semilla, esqueje de otra madre, otro club…">
        <input maxLength={200} {...invalid('origin')} {...form.register('origin')} />
      </Field>
      <Field label={plantTexts.registeredOn}>
        <input type="date" max={today()} {...invalid('registeredOn')} {...form.register('registeredOn')} />
      </Field>
      {footer('Registrar madre')}
    </form>
  );
}

function BatchForm({ mothers, onDone }: { mothers: readonly MotherPlant[]; onDone: () => void }) {
  const [start] = useMutation(START_BATCH_MUTATION);
  const { form, submit, invalid, footer } = useRegistryForm(batchSchema, {
    motherId: '',
    plants: '',
    startedOn: today(),
    notes: '',
  });
  const save = submit(async (values) => {
    const { data } = await start({ variables: { input: values }, refetchQueries: ['Plants'] });
    if (data?.startBatch.ok) onDone();
    return data?.startBatch;
  }, 'Lote iniciado');
  return (
    <form className="kit-form" onSubmit={(event) => void save(event)} noValidate>
      <Field label={plantTexts.mother}>
        <select {...invalid('motherId')} {...form.register('motherId')}>
          <Options
            placeholder="Elegí la madre"
            items={mothers}
            value={(m) => String(m.id)}
            label={(m) => `${m.name} · ${m.species}`}
          />
        </select>
      </Field>
      <Field label={plantTexts.plants}>
        <input {...wholeNumber} min={1} max={999} {...invalid('plants')} {...form.register('plants')} />
      </Field>
      <Field label={plantTexts.startedOn}>
        <input type="date" max={today()} {...invalid('startedOn')} {...form.register('startedOn')} />
      </Field>
      <Field label={plantTexts.notes}>
        <textarea rows={2} maxLength={500} {...invalid('notes')} {...form.register('notes')} />
      </Field>
      {footer('Iniciar lote')}
    </form>
  );
}

export function PlantsScreen() {
  const query = useQuery(PLANTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<'mother' | 'batch' | null>(null);
  const data = query.data;
  const species = [...(data?.stock ?? [])].sort((a, b) => a.species.localeCompare(b.species, 'es'));
  const close = () => setOpen(null);
  return (
    <Page className="kit-page pl-page" title={plantTexts.plantsTitle}>
      <LoadStatus query={query} loaded={data !== undefined} />
      {data && (
        <>
          <FloweringGauge {...data.floweringPlants} />
          <div className="pl-actions">
            <button type="button" className="button" onClick={() => setOpen('batch')}>
              Nuevo lote
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen('mother')}>
              Registrar madre
            </button>
            <Link className="pl-link" to="/admin/tratamientos">
              {plantTexts.treatmentsTitle}
            </Link>
            <Link className="pl-link" to="/admin/trazabilidad">
              {plantTexts.traceTitle}
            </Link>
          </div>

          <h2 className="kit-section-title">{plantTexts.batches}</h2>
          {data.batches.length === 0 ? (
            <p className="kit-status">Todavía no hay lotes: iniciá uno desde una planta madre.</p>
          ) : (
            <ul className="card-grid pl-grid">
              {data.batches.map((batch) => (
                <BatchCardView key={batch.id} batch={batch} />
              ))}
            </ul>
          )}

          <h2 className="kit-section-title">{plantTexts.mothers}</h2>
          {data.motherPlants.length === 0 ? (
            <p className="kit-status">Todavía no hay plantas madre registradas.</p>
          ) : (
            <ul className="card-grid pl-grid">
              {data.motherPlants.map((mother) => (
                <MotherCard key={mother.id} mother={mother} />
              ))}
            </ul>
          )}
        </>
      )}
      {open === 'mother' && (
        <Dialog title="Registrar planta madre" onClose={close}>
          <MotherForm species={species} onDone={close} />
        </Dialog>
      )}
      {open === 'batch' && (
        <Dialog title="Nuevo lote de esquejes" onClose={close}>
          <BatchForm mothers={data?.motherPlants ?? []} onDone={close} />
        </Dialog>
      )}
    </Page>
  );
}
