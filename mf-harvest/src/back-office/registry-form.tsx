import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/mini';

// The plant registry's forms (mother, batch, stage, plants lost, treatment): react-hook-form over
// the domain schema the gateway applies too (decision 027); the first broken rule shows at submit,
// and a refusal of the gateway lands on the field it names.

/** What every registry mutation answers. */
export interface RegistryResult {
  ok: boolean;
  error?: string | null;
  field?: string | null;
}

export const saveFailed = 'No pudimos guardar. Probá de nuevo.';

export function useRegistryForm<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Values>,
  defaults: Values,
) {
  const ids = useId();
  const [notice, setNotice] = useState('');
  const form: UseFormReturn<Values, unknown, Output> = useForm<Values, unknown, Output>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow a generic schema
    resolver: zodResolver(schema as any) as any,
    defaultValues: defaults as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
  });
  const problemField = Object.keys(form.formState.errors).find((key) => key !== 'root');
  const fields = Object.keys(defaults);

  /** Runs `save` with the checked values; its refusal shows on its field (or the form's first). */
  const submit = (save: (values: Output) => Promise<RegistryResult | null | undefined>, saved: string) =>
    form.handleSubmit(async (values) => {
      setNotice('');
      try {
        const result = await save(values);
        if (result?.ok) {
          setNotice(saved);
          return;
        }
        const field = result?.field && fields.includes(result.field) ? result.field : (fields[0] as string);
        form.setError(field as Path<Values>, { message: result?.error ?? saveFailed });
      } catch {
        form.setError(fields[0] as Path<Values>, { message: saveFailed });
      }
    });

  const message = firstError(form.formState.errors);
  return {
    form,
    notice,
    setNotice,
    submit,
    message,
    errorId: `${ids}-problem`,
    /** The form's last rows: its one message, the submit button and the notice once saved. */
    footer: (submitLabel: string) => (
      <FormFooter
        boxed
        error={message}
        errorId={`${ids}-problem`}
        sending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        sendingLabel="Guardando..."
        notice={notice}
      />
    ),
    /** aria-invalid and aria-describedby for the field the message is about. */
    invalid: (field: keyof Values & string) =>
      problemField === field ? { 'aria-invalid': true, 'aria-describedby': `${ids}-problem` } : {},
  };
}
