import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { formatIsoDate } from '@club/domain/harvest';
import { harvestFormSchema } from '@club/domain/harvest-schema';
import { batchLabel, plantTexts } from '@club/domain/plants';
import { texts } from '@club/domain/texts';
import { LoadProblem } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { Page } from '@club/web-kit/page/page.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  batchProblem,
  blankForm,
  existingLabel,
  floweringDay,
  formFieldOf,
  formFromBatch,
  formFromHarvest,
  type HarvestFormState,
  NO_BATCH,
  type TextField,
  toInput,
} from './form-state.ts';
import {
  CREATE_HARVEST_MUTATION,
  type FormBatch,
  HARVEST_FORM_BATCH_QUERY,
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

const today = () => clubNow(new Date()).date;

// Spec §2 "Harvest form" ('Cosecha') and §4: 'Nueva cosecha' checked creates from a blank form;
// unchecked, an existing harvest chosen by cuttings date fills the form for update. After a
// save the form is new and blank again. Opened from a batch's page (?lote=), it starts filled in
// from that batch, or from the harvest that already names it.
export function HarvestFormScreen() {
  const ids = useId();
  const options = useQuery(HARVEST_FORM_QUERY, { fetchPolicy: 'cache-and-network' });
  const fromBatch = Number(useSearchParams()[0].get('lote'));
  const openedFromBatch = Number.isSafeInteger(fromBatch) && fromBatch > 0;
  const opened = useQuery(HARVEST_FORM_BATCH_QUERY, { variables: { id: fromBatch }, skip: !openedFromBatch });
  const [createHarvest] = useMutation(CREATE_HARVEST_MUTATION);
  const [updateHarvest] = useMutation(UPDATE_HARVEST_MUTATION);
  const [isNew, setIsNew] = useState(true);
  const [existingId, setExistingId] = useState('');
  // Once the club has batches, a harvest names one, or 'Sin lote' chosen on purpose.
  const batchRequired = (options.data?.batches.length ?? 0) > 0;
  // The first broken rule shows, at submit; editing a field clears its own message.
  const form = useForm({
    resolver: (values, context, resolverOptions) =>
      zodResolver(harvestFormSchema({ batchRequired }))(values, context, resolverOptions),
    defaultValues: blankForm(),
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const [notice, setNotice] = useState('');
  const message = firstError(formState.errors);
  const problemField = Object.keys(formState.errors).find((key) => key !== 'root') as
    | keyof HarvestFormState
    | undefined;

  const edited = (event: { target: unknown }) => {
    const { name } = event.target as { name?: string };
    if (name && name in blankForm()) form.clearErrors(name as keyof HarvestFormState);
    setNotice('');
  };

  const startOver = (values: HarvestFormState) => {
    form.reset(values);
    setNotice('');
  };

  const toggleNew = (checked: boolean) => {
    setIsNew(checked);
    setExistingId('');
    startOver(blankForm());
  };

  const chooseExisting = (id: string) => {
    setExistingId(id);
    const harvest = options.data?.harvests.find((candidate) => String(candidate.id) === id);
    startOver(harvest ? formFromHarvest(harvest) : blankForm());
  };

  const existing = options.data?.harvests ?? [];
  const allBatches = options.data?.batches ?? [];
  const harvestId = isNew || existingId === '' ? null : Number(existingId);
  const productId = form.watch('productId');
  const harvestDate = form.watch('harvestDate');
  const chosenBatch = form.watch('batchId');
  const problemOf = (batch: FormBatch, values: { productId: string; harvestDate: string }) =>
    batchProblem(batch, { ...values, harvestId }, existing);
  // Only batches this harvest can name; the one chosen stays, so its problem can be told.
  const batches = allBatches.filter(
    (batch) => String(batch.id) === chosenBatch || problemOf(batch, { productId, harvestDate }) === null,
  );

  // Opened from a batch's page: filled in once, when both answers are in.
  const filledFromBatch = useRef(false);
  useEffect(() => {
    if (filledFromBatch.current || !openedFromBatch || !options.data || opened.loading) return;
    filledFromBatch.current = true;
    const batch = options.data.batches.find((candidate) => candidate.id === fromBatch);
    const named = options.data.harvests.find((harvest) => harvest.batchId === fromBatch);
    if (named) {
      // Already named by a harvest (recorded while it grew): that harvest, to finish.
      const filled = formFromHarvest(named);
      setIsNew(false);
      setExistingId(String(named.id));
      form.reset({ ...filled, harvestDate: filled.harvestDate || today() });
    } else if (!batch) {
      form.setError('batchId', { message: plantTexts.batchNotFound });
    } else {
      const filled = formFromBatch(batch, floweringDay(opened.data?.batch?.history ?? []), today());
      const problem = batchProblem(batch, { ...filled, harvestId: null }, options.data.harvests);
      if (problem) form.setError('batchId', { message: problem.message });
      else form.reset(filled);
    }
  }, [openedFromBatch, fromBatch, options.data, opened.loading, opened.data, form]);

  const submit = form.handleSubmit(
    async (values) => {
      setNotice('');
      // The gateway would refuse this batch: say why before sending.
      const state = form.getValues();
      const batch = allBatches.find((candidate) => String(candidate.id) === state.batchId);
      const problem = batch && problemOf(batch, state);
      if (problem) {
        form.setError('batchId', { message: problem.message });
        return;
      }
      const input = toInput(form.getValues('productId'), form.getValues('batchId'), values);
      try {
        let result: HarvestResult | undefined;
        if (isNew) {
          result = (await createHarvest({ variables: { input }, refetchQueries: ['HarvestForm'] })).data
            ?.createHarvest;
        } else {
          result = (
            await updateHarvest({
              variables: { id: Number(existingId), input },
              refetchQueries: ['HarvestForm'],
            })
          ).data?.updateHarvest;
        }
        if (result?.ok) {
          setIsNew(true);
          setExistingId('');
          form.reset(blankForm());
          setNotice(isNew ? texts.harvest.created : texts.harvest.updated);
        } else {
          form.setError(formFieldOf(result?.field ?? null), {
            message: result?.error ?? texts.harvest.saveError,
          });
        }
      } catch {
        form.setError('productId', { message: texts.harvest.saveError });
      }
    },
    () => setNotice(''),
  );

  const invalid = (field: keyof HarvestFormState) => (problemField === field ? true : undefined);
  const describedBy = (field: keyof HarvestFormState) =>
    problemField === field ? `${ids}-problem` : undefined;

  if (options.error && !options.data) {
    return (
      <section className="kit-page">
        <h1 className="kit-page__title">{texts.harvest.formTitle}</h1>
        <LoadProblem error={options.error} onRetry={() => void options.refetch()} />
      </section>
    );
  }

  const species = [...(options.data?.stock ?? [])].sort((a, b) => a.species.localeCompare(b.species, 'es'));
  // Choosing a batch fills its species and plants: a batch's harvest is of its mother's genetics.
  const chooseBatch = (event: ChangeEvent<HTMLSelectElement>) => {
    const batch = batches.find((candidate) => String(candidate.id) === event.target.value);
    if (!batch) return;
    form.setValue('productId', String(batch.productId));
    if (form.getValues('numberOfPlants') === '') form.setValue('numberOfPlants', String(batch.plants));
  };

  return (
    <Page className="kit-page hv-harvest-form" title={texts.harvest.formTitle}>
      <form
        className="hv-harvest-form__form card"
        onSubmit={(event) => void submit(event)}
        onChange={edited}
        noValidate
      >
        <label className="kit-check hv-harvest-form__wide">
          <input type="checkbox" checked={isNew} onChange={(event) => toggleNew(event.target.checked)} />
          {texts.harvest.newHarvest}
        </label>

        {isNew ? (
          <Field label={texts.harvest.species} className="hv-harvest-form__wide">
            <select
              aria-invalid={invalid('productId')}
              aria-describedby={describedBy('productId')}
              {...register('productId')}
            >
              <Options
                placeholder={texts.harvest.chooseSpecies}
                items={species}
                value={(option) => String(option.id)}
                label={(option) => option.species}
              />
            </select>
          </Field>
        ) : (
          <Field label={texts.harvest.existing} className="hv-harvest-form__wide">
            <select
              value={existingId}
              aria-invalid={invalid('productId')}
              aria-describedby={describedBy('productId')}
              onChange={(event) => chooseExisting(event.target.value)}
            >
              <Options
                placeholder={texts.harvest.chooseExisting}
                items={existing}
                value={(harvest) => String(harvest.id)}
                label={(harvest) => existingLabel(harvest, formatIsoDate)}
              />
            </select>
          </Field>
        )}

        <Field label={texts.harvest.batch} hint={texts.harvest.batchHint} className="hv-harvest-form__wide">
          <select
            aria-invalid={invalid('batchId')}
            aria-describedby={describedBy('batchId')}
            {...register('batchId', { onChange: chooseBatch })}
          >
            <option value="">{batchRequired ? plantTexts.chooseBatch : texts.harvest.noBatch}</option>
            {batchRequired && <option value={NO_BATCH}>{texts.harvest.noBatch}</option>}
            <Options
              items={batches}
              value={(batch) => String(batch.id)}
              label={(batch) => `${batchLabel(batch.id)} · ${batch.species} (${batch.motherName})`}
            />
          </select>
        </Field>

        <fieldset className="hv-harvest-form__group hv-harvest-form__wide">
          <legend>{texts.harvest.plantsAndGrams}</legend>
          {numberFields.map(([field, label]) => (
            <Field key={field} label={label}>
              <input
                {...wholeNumber}
                min={field === 'numberOfPlants' || field === 'lampWatts' ? 1 : 0}
                aria-invalid={invalid(field)}
                aria-describedby={describedBy(field)}
                {...register(field)}
              />
            </Field>
          ))}
        </fieldset>

        <fieldset className="hv-harvest-form__group hv-harvest-form__group--dates hv-harvest-form__wide">
          <legend>{texts.harvest.dates}</legend>
          {dateFields.map(([field, label]) => (
            <Field key={field} label={label}>
              <input
                type="date"
                aria-invalid={invalid(field)}
                aria-describedby={describedBy(field)}
                {...register(field)}
              />
            </Field>
          ))}
        </fieldset>

        <Field label={texts.harvest.observations} className="hv-harvest-form__wide">
          <textarea
            rows={3}
            maxLength={1000}
            aria-invalid={invalid('observations')}
            aria-describedby={describedBy('observations')}
            {...register('observations')}
          />
        </Field>

        <label className="kit-check hv-harvest-form__wide">
          <input type="checkbox" {...register('finished')} />
          {texts.harvest.finished}
        </label>

        <div className="hv-harvest-form__wide hv-harvest-form__footer">
          <FormFooter
            boxed
            error={message ?? ''}
            errorId={`${ids}-problem`}
            sending={formState.isSubmitting}
            submitLabel={isNew ? texts.harvest.create : texts.harvest.update}
            sendingLabel={texts.harvest.saving}
            notice={notice}
            disabled={!isNew && existingId === ''}
          />
        </div>
      </form>
    </Page>
  );
}
