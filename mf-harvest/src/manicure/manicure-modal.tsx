import { useMutation, useQuery } from '@apollo/client/react';
import { HARVEST_TYPES, manicureMissing, validateManicure } from '@club/domain/manicure';
import { texts } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { type FormEvent, useId, useState } from 'react';
import { ADD_WORK_MUTATION, TRIMMERS_QUERY } from './manicure-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './manicure.css';

const typeLabels: Record<(typeof HARVEST_TYPES)[number], string> = {
  thick_harvest: texts.manicure.thick,
  thin_harvest: texts.manicure.thin,
};

interface Fields {
  harvestType: string;
  socioId: string;
  nosocioName: string;
  startHour: string;
  endHour: string;
  date: string;
}

const blank: Fields = { harvestType: '', socioId: '', nosocioName: '', startHour: '', endHour: '', date: '' };

// Spec §2 "Manicure modal", §4, §5: 'Agregar' sends; with anything missing the button reads
// 'Faltan datos', the red '*Faltan datos' note shows and nothing is sent. Toggling 'Socio' clears
// the member and the free name; after an upload names and hours clear, type and date stay.
export function ManicureModal({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const trimmers = useQuery(TRIMMERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [addWork] = useMutation(ADD_WORK_MUTATION);
  const [isSocio, setIsSocio] = useState(true);
  const [fields, setFields] = useState<Fields>(blank);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);

  const draft = {
    harvest_type: fields.harvestType,
    socio_name: isSocio ? fields.socioId : '',
    nosocio_name: isSocio ? '' : fields.nosocioName,
    start_hour: fields.startHour,
    end_hour: fields.endHour,
    date: fields.date,
  };
  const missing = attempted && manicureMissing(draft);

  const set = (field: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setError('');
    setNotice('');
  };

  const toggleSocio = (checked: boolean) => {
    setIsSocio(checked);
    setFields((current) => ({ ...current, socioId: '', nosocioName: '' }));
    setError('');
    setNotice('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setNotice('');
    const checked = validateManicure(draft);
    if (!checked.ok) {
      // 'Faltan datos' shows on the button and in the note; other problems in the error line.
      setError(checked.problem.code === 'FALTAN_DATOS' ? '' : checked.problem.message);
      return;
    }
    setSending(true);
    try {
      const { data } = await addWork({
        variables: {
          input: {
            harvestType: fields.harvestType,
            socioId: isSocio ? Number(fields.socioId) : null,
            nosocioName: isSocio ? null : fields.nosocioName.trim(),
            startHour: fields.startHour,
            endHour: fields.endHour,
            date: fields.date,
          },
        },
        refetchQueries: ['WorkDates', 'WorkDay', 'WorkMonthTotals'],
      });
      if (data?.addWork.ok) {
        setFields((current) => ({ ...current, socioId: '', nosocioName: '', startHour: '', endHour: '' }));
        setAttempted(false);
        setError('');
        setNotice(texts.manicure.added);
      } else {
        setError(data?.addWork.error ?? texts.manicure.addError);
      }
    } catch {
      setError(texts.manicure.addError);
    } finally {
      setSending(false);
    }
  }

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Dialog
      title={texts.manicure.title}
      onClose={onClose}
      className="hv-manicure"
      closeButton={{ text: texts.manicure.close, label: texts.manicure.closeLabel }}
    >
      <form className="hv-manicure__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id('type')}>{texts.manicure.typeLabel}</label>
          <select
            id={id('type')}
            value={fields.harvestType}
            onChange={(event) => set('harvestType', event.target.value)}
          >
            <option value="">{texts.manicure.chooseType}</option>
            {HARVEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type]}
              </option>
            ))}
          </select>
        </div>

        <label className="kit-check">
          <input type="checkbox" checked={isSocio} onChange={(event) => toggleSocio(event.target.checked)} />
          {texts.manicure.socio}
        </label>

        {isSocio ? (
          <div className="field">
            <select
              id={id('socio')}
              aria-label={texts.manicure.chooseSocio}
              value={fields.socioId}
              onChange={(event) => set('socioId', event.target.value)}
            >
              <option value="">{texts.manicure.chooseSocio}</option>
              {(trimmers.data?.socios ?? []).map((trimmer) => (
                <option key={trimmer.id} value={String(trimmer.id)}>
                  {trimmer.name} {trimmer.lastName}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={id('name')}>{texts.manicure.freeName}</label>
            <input
              id={id('name')}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={fields.nosocioName}
              onChange={(event) => set('nosocioName', event.target.value)}
            />
          </div>
        )}

        <div className="hv-manicure__hours">
          <div className="field">
            <label htmlFor={id('start')}>{texts.manicure.startHour}</label>
            <input
              id={id('start')}
              type="time"
              value={fields.startHour}
              onChange={(event) => set('startHour', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={id('end')}>{texts.manicure.endHour}</label>
            <input
              id={id('end')}
              type="time"
              value={fields.endHour}
              onChange={(event) => set('endHour', event.target.value)}
            />
          </div>
        </div>

        <div className="field">
          <label htmlFor={id('date')}>{texts.manicure.date}</label>
          <input
            id={id('date')}
            type="date"
            value={fields.date}
            onChange={(event) => set('date', event.target.value)}
          />
        </div>

        {missing && <p className="hv-manicure__missing">{texts.manicure.missingNote}</p>}
        <FormFooter
          error={error}
          sending={sending}
          submitLabel={missing ? texts.manicure.missing : texts.manicure.add}
          notice={notice}
          danger={missing}
        />
      </form>
    </Dialog>
  );
}
