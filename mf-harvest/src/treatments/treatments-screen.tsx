import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { batchLabel, isBatchStage, isClosedStage, plantTexts, STAGE_LABELS } from '@club/domain/plants';
import { treatmentSchema } from '@club/domain/plants-schema';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { Page } from '@club/web-kit/page/page.tsx';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRegistryForm } from '../back-office/registry-form.tsx';
import {
  APPLY_TREATMENT_MUTATION,
  TREATMENTS_QUERY,
  type TreatableBatch,
  type TreatmentItem,
} from './treatments-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import '../plants/plants.css';

// /admin/tratamientos (issue 17): the crop (phytosanitary) log IRCCA asks for. Each treatment
// says product, active ingredient, dose, method or equipment, date, batches and who applied it;
// the list filters by batch (?lote=3, as a batch's page links here).

const today = () => clubNow(new Date()).date;

const batchName = (batch: TreatableBatch) =>
  `${batchLabel(batch.id)} · ${batch.species} (${batch.motherName})`;

function TreatmentForm({
  batches,
  chosen,
  onDone,
}: {
  batches: readonly TreatableBatch[];
  chosen: string | null;
  onDone: () => void;
}) {
  const [apply] = useMutation(APPLY_TREATMENT_MUTATION);
  const { form, submit, invalid, footer } = useRegistryForm(treatmentSchema, {
    product: '',
    activeIngredient: '',
    dose: '',
    method: '',
    appliedOn: today(),
    appliedBy: '',
    batchIds: chosen ? [chosen] : ([] as string[]),
  });
  const save = submit(async (values) => {
    const { data } = await apply({ variables: { input: values }, refetchQueries: ['Treatments'] });
    if (data?.applyTreatment.ok) onDone();
    return data?.applyTreatment;
  }, 'Tratamiento registrado');
  const open = batches.filter((b) => isBatchStage(b.stage) && !isClosedStage(b.stage));
  return (
    <form className="kit-form" onSubmit={(event) => void save(event)} noValidate>
      <Field label={plantTexts.product}>
        <input maxLength={120} {...invalid('product')} {...form.register('product')} />
      </Field>
      <Field label={plantTexts.activeIngredient}>
        <input maxLength={120} {...invalid('activeIngredient')} {...form.register('activeIngredient')} />
      </Field>
      <Field label={plantTexts.dose} hint="Por ejemplo 5 ml/L">
        <input maxLength={60} {...invalid('dose')} {...form.register('dose')} />
      </Field>
      <Field label={plantTexts.method} hint="Pulverizador, riego, mochila…">
        <input maxLength={120} {...invalid('method')} {...form.register('method')} />
      </Field>
      <Field label={plantTexts.appliedOn}>
        <input type="date" max={today()} {...invalid('appliedOn')} {...form.register('appliedOn')} />
      </Field>
      <Field label={plantTexts.appliedBy}>
        <input maxLength={120} {...invalid('appliedBy')} {...form.register('appliedBy')} />
      </Field>
      <fieldset className="pl-checks" {...invalid('batchIds')}>
        <legend>{plantTexts.treatedBatches}</legend>
        {open.length === 0 && <p className="kit-status">No hay lotes en curso.</p>}
        {open.map((batch) => (
          <label key={batch.id} className="kit-check">
            <input type="checkbox" value={String(batch.id)} {...form.register('batchIds')} />
            {batchName(batch)} · {STAGE_LABELS[batch.stage as keyof typeof STAGE_LABELS] ?? batch.stage}
          </label>
        ))}
      </fieldset>
      {footer('Registrar tratamiento')}
    </form>
  );
}

function TreatmentCard({
  treatment,
  batches,
}: {
  treatment: TreatmentItem;
  batches: readonly TreatableBatch[];
}) {
  const names = treatment.batchIds.map((id) => {
    const batch = batches.find((b) => b.id === id);
    return { id, text: batch ? `${batchLabel(id)} · ${batch.species}` : batchLabel(id) };
  });
  return (
    <li className="card pl-card">
      <div className="kit-card-head">
        <h2 className="pl-card__title">{treatment.product}</h2>
        <span className="kit-form__hint">{formatDate(treatment.appliedOn)}</span>
      </div>
      <dl className="kit-facts">
        <div className="kit-fact">
          <dt>{plantTexts.activeIngredient}</dt>
          <dd>{treatment.activeIngredient}</dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.dose}</dt>
          <dd>{treatment.dose}</dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.method}</dt>
          <dd>{treatment.method}</dd>
        </div>
        <div className="kit-fact">
          <dt>{plantTexts.appliedBy}</dt>
          <dd>{treatment.appliedBy}</dd>
        </div>
      </dl>
      <p className="pl-actions">
        {names.map((name) => (
          <Link key={name.id} className="pl-link" to={`/admin/plantas/${name.id}`}>
            {name.text}
          </Link>
        ))}
      </p>
    </li>
  );
}

export function TreatmentsScreen() {
  const [search, setSearch] = useSearchParams();
  const lote = search.get('lote');
  const batchId = lote && /^\d+$/.test(lote) ? Number(lote) : null;
  const query = useQuery(TREATMENTS_QUERY, { variables: { batchId }, fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const batches = query.data?.batches ?? [];
  return (
    <Page className="kit-page pl-page" title={plantTexts.treatmentsTitle}>
      <div className="pl-filter">
        <Field label="Lote">
          <select
            value={batchId === null ? '' : String(batchId)}
            onChange={(event) => setSearch(event.target.value ? { lote: event.target.value } : {})}
          >
            <Options
              placeholder="Todos los lotes"
              items={batches}
              value={(b) => String(b.id)}
              label={batchName}
            />
          </select>
        </Field>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Registrar tratamiento
        </button>
      </div>
      <LoadStatus query={query} loaded={query.data !== undefined} />
      {query.data &&
        (query.data.treatments.length === 0 ? (
          <p className="kit-status">
            {batchId === null
              ? 'Todavía no hay tratamientos registrados.'
              : 'Este lote no tiene tratamientos.'}
          </p>
        ) : (
          <ul className="card-grid pl-grid">
            {query.data.treatments.map((treatment) => (
              <TreatmentCard key={treatment.id} treatment={treatment} batches={batches} />
            ))}
          </ul>
        ))}
      {adding && (
        <Dialog title="Registrar tratamiento" onClose={() => setAdding(false)}>
          <TreatmentForm batches={batches} chosen={lote} onDone={() => setAdding(false)} />
        </Dialog>
      )}
    </Page>
  );
}
