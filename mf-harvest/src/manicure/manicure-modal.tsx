import { useMutation, useQuery } from '@apollo/client/react';
import { HARVEST_TYPES } from '@club/domain/manicure';
import {
  type ManicureForm,
  manicureDraftOf,
  manicureFormSchema,
  manicureMissing,
} from '@club/domain/manicure-schema';
import { texts } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { memberOption } from '@club/web-kit/field/member-option';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { commandRefusal } from '@club/web-kit/forms/command-refusal';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADD_WORK_MUTATION, TRIMMERS_QUERY } from './manicure-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './manicure.css';

const typeLabels: Record<(typeof HARVEST_TYPES)[number], string> = {
  thick_harvest: texts.manicure.thick,
  thin_harvest: texts.manicure.thin,
};

const blank: ManicureForm = {
  harvestType: '',
  isSocio: true,
  socioId: '',
  nosocioName: '',
  startHour: '',
  endHour: '',
  date: '',
};

// Spec §2 "Manicure modal", §4, §5: 'Agregar' sends; with anything missing the button reads
// 'Faltan datos', the red '*Faltan datos' note shows and nothing is sent. Toggling 'Socio' clears
// the member and the free name; after an upload names and hours clear, type and date stay.
export function ManicureModal({ onClose }: { onClose: () => void }) {
  const trimmers = useQuery(TRIMMERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [addWork] = useMutation(ADD_WORK_MUTATION);
  const form = useForm({
    resolver: zodResolver(manicureFormSchema),
    defaultValues: blank,
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  // Spec §5: after a try, 'Faltan datos' follows what is filled in, as the user types.
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState('');
  const values = form.watch();
  const missing = attempted && manicureMissing(manicureDraftOf(values));
  // 'Faltan datos' shows on the button and in the note; other problems in the error line.
  const error = firstError(formState.errors);
  const shownError = error === texts.manicure.missing ? '' : error;

  const edited = () => {
    form.clearErrors();
    setNotice('');
  };

  const submit = form.handleSubmit(async (entry) => {
    setNotice('');
    const { socio, nosocioName, startHour, endHour, date } = entry;
    const input = {
      harvestType: values.harvestType,
      socioId: socio === null ? null : Number(socio),
      nosocioName,
      startHour,
      endHour,
      date,
    };
    const refetchQueries = ['WorkDates', 'WorkDay', 'WorkMonthTotals'];
    const refusal = await commandRefusal(
      async () => (await addWork({ variables: { input }, refetchQueries })).data?.addWork,
      texts.manicure.addError,
    );
    if (refusal) {
      form.setError('root.server', { message: refusal });
      return;
    }
    form.reset({ ...form.getValues(), socioId: '', nosocioName: '', startHour: '', endHour: '' });
    setAttempted(false);
    setNotice(texts.manicure.added);
  });

  return (
    <Dialog
      title={texts.manicure.title}
      onClose={onClose}
      className="hv-manicure"
      closeButton={{ text: texts.manicure.close, label: texts.manicure.closeLabel }}
    >
      <form
        className="hv-manicure__form"
        onSubmit={(event) => {
          setAttempted(true);
          void submit(event);
        }}
        onChange={edited}
        noValidate
      >
        <Field label={texts.manicure.typeLabel}>
          <select {...register('harvestType')}>
            <Options
              placeholder={texts.manicure.chooseType}
              items={HARVEST_TYPES}
              label={(type) => typeLabels[type]}
            />
          </select>
        </Field>

        <label className="kit-check">
          <input
            type="checkbox"
            {...register('isSocio', {
              // Spec §4: toggling 'Socio' clears the member and the free name.
              onChange: () => {
                form.setValue('socioId', '');
                form.setValue('nosocioName', '');
              },
            })}
          />
          {texts.manicure.socio}
        </label>

        {values.isSocio ? (
          <div className="field">
            <select aria-label={texts.manicure.chooseSocio} {...register('socioId')}>
              <Options
                placeholder={texts.manicure.chooseSocio}
                items={trimmers.data?.socios ?? []}
                {...memberOption}
              />
            </select>
          </div>
        ) : (
          <Field label={texts.manicure.freeName}>
            <input type="text" autoComplete="off" maxLength={100} {...register('nosocioName')} />
          </Field>
        )}

        <div className="hv-manicure__hours">
          <Field label={texts.manicure.startHour}>
            <input type="time" {...register('startHour')} />
          </Field>
          <Field label={texts.manicure.endHour}>
            <input type="time" {...register('endHour')} />
          </Field>
        </div>

        <Field label={texts.manicure.date}>
          <input type="date" {...register('date')} />
        </Field>

        {missing && <p className="hv-manicure__missing">{texts.manicure.missingNote}</p>}
        <FormFooter
          boxed
          error={shownError ?? ''}
          sending={formState.isSubmitting}
          submitLabel={missing ? texts.manicure.missing : texts.manicure.add}
          notice={notice}
          danger={missing}
        />
      </form>
    </Dialog>
  );
}
