import { useApolloClient } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { labResultSchema } from '@club/domain/lab-result-schema';
import {
  CERTIFICATE_FIELD,
  type LabResultValues,
  labResultTexts,
  MAX_CERTIFICATE_BYTES,
  MAX_COMPOUNDS,
} from '@club/domain/lab-results';
import { Field } from '@club/web-kit/field/field.tsx';
import { gatewayFetch, refusalOf } from '@club/web-kit/gateway-files/gateway-files';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type * as z from 'zod/mini';
import { type RegistryResult, saveFailed, useRegistryForm } from '../back-office/registry-form.tsx';

// Recording a batch's lab analysis: the certificate's figures, checked by the same schema the
// gateway applies (lab-result-schema.ts), and the certificate, a PDF, sent with them as
// multipart/form-data to the gateway's REST path (GraphQL's JSON carries no file).

const today = () => clubNow(new Date()).date;

const emptyRow = { name: '', percent: '' };

/** The form as its inputs hold it: texts, the compounds' rows, the chosen file. */
interface FormValues {
  laboratory: string;
  analysedOn: string;
  sampleId: string;
  thc: string;
  cbd: string;
  otherCannabinoids: Array<typeof emptyRow>;
  terpenes: Array<typeof emptyRow>;
  certificate: FileList | undefined;
}

const defaults = (): FormValues => ({
  laboratory: '',
  analysedOn: today(),
  sampleId: '',
  thc: '',
  cbd: '',
  otherCannabinoids: [],
  terpenes: [],
  certificate: undefined,
});

// The schema reads these texts and rows (and passes the file by): typed as the form holds them.
const schema = labResultSchema as unknown as z.ZodMiniType<LabResultValues, FormValues>;

const PDF_MAGIC = '%PDF-';

/** The certificate's own problem, before anything is sent; null when it may go. */
async function certificateProblem(file: File | undefined): Promise<string | null> {
  if (!file || file.size === 0) return labResultTexts.certificateRequired;
  if (file.size > MAX_CERTIFICATE_BYTES) return labResultTexts.certificateTooLarge;
  const start = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...start) === PDF_MAGIC ? null : labResultTexts.certificateNotPdf;
}

function CompoundRows({
  name,
  legend,
  addLabel,
  form,
}: {
  name: 'otherCannabinoids' | 'terpenes';
  legend: string;
  addLabel: string;
  form: UseFormReturn<FormValues, unknown, LabResultValues>;
}) {
  const rows = useFieldArray({ control: form.control, name });
  return (
    <fieldset className="lr-compounds">
      <legend>{legend}</legend>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="lr-compound">
          <Field label={`${labResultTexts.compoundName} ${index + 1}`}>
            <input maxLength={40} {...form.register(`${name}.${index}.name`)} />
          </Field>
          <Field label={`${labResultTexts.compoundPercent} ${index + 1}`}>
            <input inputMode="decimal" {...form.register(`${name}.${index}.percent`)} />
          </Field>
          <button
            type="button"
            className="button button--secondary lr-compound__remove"
            aria-label={labResultTexts.removeCompound(form.getValues(`${name}.${index}.name`))}
            onClick={() => rows.remove(index)}
          >
            ×
          </button>
        </div>
      ))}
      {rows.fields.length < MAX_COMPOUNDS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => rows.append({ ...emptyRow })}
        >
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

export function LabResultForm({ batchId }: { batchId: number }) {
  const client = useApolloClient();
  const { form, submit, invalid, footer } = useRegistryForm(schema, defaults());
  const save = submit(async (values): Promise<RegistryResult> => {
    const file = form.getValues('certificate')?.[0];
    const problem = await certificateProblem(file);
    if (problem || !file) return { ok: false, error: problem, field: CERTIFICATE_FIELD };
    const body = new FormData();
    body.set('analysis', JSON.stringify(values));
    body.set(CERTIFICATE_FIELD, file, file.name);
    const response = await gatewayFetch(`/admin/batches/${batchId}/analyses`, { method: 'POST', body });
    if (!response.ok) {
      const refusal = await refusalOf(response);
      return { ok: false, error: refusal?.error ?? saveFailed, field: refusal?.field ?? null };
    }
    form.reset(defaults());
    await client.refetchQueries({ include: ['BatchAnalyses', 'BatchScreen'] });
    return { ok: true };
  }, labResultTexts.recorded);

  return (
    <form className="kit-form card lr-form" onSubmit={(event) => void save(event)} noValidate>
      <h3>{labResultTexts.record}</h3>
      <Field label={labResultTexts.laboratory}>
        <input maxLength={120} {...invalid('laboratory')} {...form.register('laboratory')} />
      </Field>
      <Field label={labResultTexts.analysedOn}>
        <input type="date" max={today()} {...invalid('analysedOn')} {...form.register('analysedOn')} />
      </Field>
      <Field label={labResultTexts.sampleId}>
        <input maxLength={60} {...invalid('sampleId')} {...form.register('sampleId')} />
      </Field>
      <div className="lr-figures">
        <Field label={labResultTexts.thc}>
          <input inputMode="decimal" {...invalid('thc')} {...form.register('thc')} />
        </Field>
        <Field label={labResultTexts.cbd}>
          <input inputMode="decimal" {...invalid('cbd')} {...form.register('cbd')} />
        </Field>
      </div>
      <CompoundRows
        name="otherCannabinoids"
        legend={labResultTexts.otherCannabinoids}
        addLabel={labResultTexts.addCannabinoid}
        form={form}
      />
      <CompoundRows
        name="terpenes"
        legend={labResultTexts.terpenes}
        addLabel={labResultTexts.addTerpene}
        form={form}
      />
      <Field label={labResultTexts.certificate} hint={labResultTexts.certificateHint}>
        <input
          type="file"
          accept="application/pdf,.pdf"
          {...invalid('certificate')}
          {...form.register('certificate')}
        />
      </Field>
      {footer(labResultTexts.record)}
    </form>
  );
}
