import { useMutation, useQuery } from '@apollo/client/react';
import { formatIsoDate } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import { LoadProblem } from '@club/web-kit/back-office/load-problem.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { type FormEvent, useId, useState } from 'react';
import {
  blankForm,
  existingLabel,
  type FormProblem,
  formFieldOf,
  formFromHarvest,
  type HarvestFormState,
  type TextField,
  toInput,
} from './form-state.ts';
import {
  CREATE_HARVEST_MUTATION,
  HARVEST_FORM_QUERY,
  type HarvestResult,
  UPDATE_HARVEST_MUTATION,
} from './harvest-form-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './harvest-form.css';

const numberFields: Array<[TextField, string]> = [
  ['numberOfPlants', texts.harvest.numberOfPlants],
  ['lampWatts', texts.harvest.lampWatts],
  ['stock', texts.harvest.stock],
  ['waste', texts.harvest.waste],
];

const dateFields: Array<[TextField, string]> = [
  ['sketchedDate', texts.harvest.sketchedDate],
  ['firstTransplantation', texts.harvest.firstTransplantation],
  ['secondTransplantation', texts.harvest.secondTransplantation],
  ['thirdTransplantation', texts.harvest.thirdTransplantation],
  ['bloomDate', texts.harvest.bloomDate],
  ['harvestDate', texts.harvest.harvestDate],
];

// Spec §2 "Harvest form" ('Cosecha') and §4: 'Nueva cosecha' checked creates from a blank form;
// unchecked, an existing harvest chosen by cuttings date fills the form for update. After a
// save the form is new and blank again.
export function HarvestFormScreen() {
  const ids = useId();
  const options = useQuery(HARVEST_FORM_QUERY, { fetchPolicy: 'cache-and-network' });
  const [createHarvest] = useMutation(CREATE_HARVEST_MUTATION);
  const [updateHarvest] = useMutation(UPDATE_HARVEST_MUTATION);
  const [isNew, setIsNew] = useState(true);
  const [existingId, setExistingId] = useState('');
  const [form, setForm] = useState<HarvestFormState>(blankForm);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: keyof HarvestFormState, value: string | boolean) => {
    setForm((current) => ({ ...current, [field]: value }));
    setNotice('');
    if (problem?.field === field) setProblem(null);
  };

  const toggleNew = (checked: boolean) => {
    setIsNew(checked);
    setExistingId('');
    setForm(blankForm());
    setProblem(null);
    setNotice('');
  };

  const chooseExisting = (id: string) => {
    setExistingId(id);
    setProblem(null);
    setNotice('');
    const harvest = options.data?.harvests.find((candidate) => String(candidate.id) === id);
    setForm(harvest ? formFromHarvest(harvest) : blankForm());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setNotice('');
    const checked = toInput(form);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setSaving(true);
    try {
      let result: HarvestResult | undefined;
      if (isNew) {
        result = (
          await createHarvest({ variables: { input: checked.input }, refetchQueries: ['HarvestForm'] })
        ).data?.createHarvest;
      } else {
        result = (
          await updateHarvest({
            variables: { id: Number(existingId), input: checked.input },
            refetchQueries: ['HarvestForm'],
          })
        ).data?.updateHarvest;
      }
      if (result?.ok) {
        setNotice(isNew ? texts.harvest.created : texts.harvest.updated);
        setProblem(null);
        setIsNew(true);
        setExistingId('');
        setForm(blankForm());
      } else {
        setProblem({
          field: formFieldOf(result?.field ?? null),
          message: result?.error ?? texts.harvest.saveError,
        });
      }
    } catch {
      setProblem({ field: 'productId', message: texts.harvest.saveError });
    } finally {
      setSaving(false);
    }
  }

  const fieldId = (field: string) => `${ids}-${field}`;
  const invalid = (field: keyof HarvestFormState) => (problem?.field === field ? true : undefined);
  const describedBy = (field: keyof HarvestFormState) =>
    problem?.field === field ? `${ids}-problem` : undefined;

  if (options.error && !options.data) {
    return (
      <section className="kit-page">
        <h1 className="kit-page__title">{texts.harvest.formTitle}</h1>
        <LoadProblem error={options.error} onRetry={() => void options.refetch()} />
      </section>
    );
  }

  const species = [...(options.data?.stock ?? [])].sort((a, b) => a.species.localeCompare(b.species, 'es'));
  const existing = options.data?.harvests ?? [];

  return (
    <section className="kit-page hv-harvest-form" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="kit-page__title">
        {texts.harvest.formTitle}
      </h1>
      <form className="hv-harvest-form__form card" onSubmit={submit} noValidate>
        <label className="kit-check hv-harvest-form__wide">
          <input type="checkbox" checked={isNew} onChange={(event) => toggleNew(event.target.checked)} />
          {texts.harvest.newHarvest}
        </label>

        {isNew ? (
          <div className="field hv-harvest-form__wide">
            <label htmlFor={fieldId('productId')}>{texts.harvest.species}</label>
            <select
              id={fieldId('productId')}
              value={form.productId}
              aria-invalid={invalid('productId')}
              aria-describedby={describedBy('productId')}
              onChange={(event) => set('productId', event.target.value)}
            >
              <option value="">{texts.harvest.chooseSpecies}</option>
              {species.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.species}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="field hv-harvest-form__wide">
            <label htmlFor={fieldId('existing')}>{texts.harvest.existing}</label>
            <select
              id={fieldId('existing')}
              value={existingId}
              aria-invalid={invalid('productId')}
              aria-describedby={describedBy('productId')}
              onChange={(event) => chooseExisting(event.target.value)}
            >
              <option value="">{texts.harvest.chooseExisting}</option>
              {existing.map((harvest) => (
                <option key={harvest.id} value={String(harvest.id)}>
                  {existingLabel(harvest, formatIsoDate)}
                </option>
              ))}
            </select>
          </div>
        )}

        <fieldset className="hv-harvest-form__group hv-harvest-form__wide">
          <legend>{texts.harvest.plantsAndGrams}</legend>
          {numberFields.map(([field, label]) => (
            <div key={field} className="field">
              <label htmlFor={fieldId(field)}>{label}</label>
              <input
                id={fieldId(field)}
                type="number"
                inputMode="numeric"
                min={field === 'numberOfPlants' || field === 'lampWatts' ? 1 : 0}
                step={1}
                value={form[field]}
                aria-invalid={invalid(field)}
                aria-describedby={describedBy(field)}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          ))}
        </fieldset>

        <fieldset className="hv-harvest-form__group hv-harvest-form__group--dates hv-harvest-form__wide">
          <legend>{texts.harvest.dates}</legend>
          {dateFields.map(([field, label]) => (
            <div key={field} className="field">
              <label htmlFor={fieldId(field)}>{label}</label>
              <input
                id={fieldId(field)}
                type="date"
                value={form[field]}
                aria-invalid={invalid(field)}
                aria-describedby={describedBy(field)}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          ))}
        </fieldset>

        <div className="field hv-harvest-form__wide">
          <label htmlFor={fieldId('observations')}>{texts.harvest.observations}</label>
          <textarea
            id={fieldId('observations')}
            rows={3}
            maxLength={1000}
            value={form.observations}
            aria-invalid={invalid('observations')}
            aria-describedby={describedBy('observations')}
            onChange={(event) => set('observations', event.target.value)}
          />
        </div>

        <label className="kit-check hv-harvest-form__wide">
          <input
            type="checkbox"
            checked={form.finished}
            onChange={(event) => set('finished', event.target.checked)}
          />
          {texts.harvest.finished}
        </label>

        <div className="hv-harvest-form__wide hv-harvest-form__footer">
          <FormFooter
            error={problem?.message ?? ''}
            errorId={`${ids}-problem`}
            sending={saving}
            submitLabel={isNew ? texts.harvest.create : texts.harvest.update}
            sendingLabel={texts.harvest.saving}
            notice={notice}
            disabled={!isNew && existingId === ''}
          />
        </div>
      </form>
    </section>
  );
}
