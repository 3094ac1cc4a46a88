import { useMutation } from '@apollo/client/react';
import { genericTexts } from '@club/domain/account-texts';
import {
  type ApplicationForm,
  applicationProblem,
  applicationTexts as t,
} from '@club/domain/application-schema';
import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PERSON_TEXT_FIELDS, ResidencyChoice, TextInput } from '../forms/person-fields.tsx';
import { CHECK_INVITATION_MUTATION, SUBMIT_APPLICATION_MUTATION } from './application-documents.ts';
import './application-page.css';

// The page an invitation link opens (/solicitud/<token>), with no session: the form checks the
// same rules the gateway does (domain/src/application-schema.ts) before sending, and shows the
// gateway's refusal at its field otherwise.

const EMPTY: ApplicationForm = {
  name: '',
  lastName: '',
  mail: '',
  cedula: '',
  birthDate: '',
  residency: '',
  phone: '',
  noOtherRoute: false,
  consent: false,
};

type Stage =
  | { kind: 'checking' }
  | { kind: 'dead'; message: string }
  | { kind: 'form' }
  | { kind: 'sent'; mail: string };

export function ApplicationPage() {
  const { token = '' } = useParams();
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [form, setForm] = useState<ApplicationForm>(EMPTY);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [check] = useMutation(CHECK_INVITATION_MUTATION);
  const [submit] = useMutation(SUBMIT_APPLICATION_MUTATION);

  useEffect(() => {
    let live = true;
    check({ variables: { token } })
      .then(({ data }) => {
        if (!live) return;
        const answer = data?.checkInvitation;
        setStage(
          answer?.ok
            ? { kind: 'form' }
            : { kind: 'dead', message: answer?.error ?? genericTexts.serverError },
        );
      })
      .catch(() => live && setStage({ kind: 'dead', message: genericTexts.serverError }));
    return () => {
      live = false;
    };
  }, [check, token]);

  const set = <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = applicationProblem(form, clubNow(new Date()).date);
    if (local) {
      setProblem(local);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { data } = await submit({ variables: { input: { token, ...form } } });
      const answer = data?.submitApplication;
      if (answer?.ok) setStage({ kind: 'sent', mail: form.mail.trim() });
      else setProblem({ field: answer?.field ?? null, message: answer?.error ?? genericTexts.serverError });
    } catch {
      setProblem({ field: null, message: genericTexts.serverError });
    }
    setSending(false);
  }

  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const described = (field: string) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <section className="application-screen">
      <h1>{t.title}</h1>
      {stage.kind === 'checking' && <p role="status">{t.checking}</p>}
      {stage.kind === 'dead' && <p role="alert">{stage.message}</p>}
      {stage.kind === 'sent' && <p role="status">{fillText(t.sent, { mail: stage.mail })}</p>}
      {stage.kind === 'form' && (
        <form className="application-form" onSubmit={onSubmit} noValidate>
          <p>{t.intro}</p>
          {PERSON_TEXT_FIELDS.map(({ field, type, autoComplete }) => (
            <TextInput
              key={field}
              idPrefix="application"
              field={field}
              label={t.labels[field]}
              type={type}
              autoComplete={autoComplete}
              value={form[field]}
              onChange={(value) => set(field, value)}
              error={errorOf(field)}
              {...(field === 'cedula' ? { hint: t.cedulaHint } : {})}
              className="application-form__field"
            />
          ))}
          <ResidencyChoice
            idPrefix="application"
            legend={t.labels.residency}
            options={t.residencyOptions}
            value={form.residency}
            onChange={(residency) => set('residency', residency)}
            error={errorOf('residency')}
            className="application-form__field"
            choiceClassName="application-form__choice"
          />
          {(['noOtherRoute', 'consent'] as const).map((field) => (
            <div className="application-form__field" key={field}>
              <label className="application-form__choice">
                <input
                  type="checkbox"
                  name={field}
                  checked={form[field]}
                  onChange={(event) => set(field, event.target.checked)}
                  {...described(field)}
                />
                {field === 'noOtherRoute' ? t.noOtherRoute : t.consent}
              </label>
              {errorOf(field) && (
                <p id={`${field}-error`} className="error-line">
                  {errorOf(field)}
                </p>
              )}
            </div>
          ))}
          {problem && problem.field === null && (
            <p className="error-line" role="alert">
              {problem.message}
            </p>
          )}
          {problem?.field && (
            <p className="visually-hidden" role="alert">
              {problem.message}
            </p>
          )}
          <button type="submit" className="button" disabled={sending}>
            {t.submit}
          </button>
        </form>
      )}
    </section>
  );
}
