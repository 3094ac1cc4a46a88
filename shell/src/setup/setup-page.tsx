import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { genericTexts } from '@club/domain/account-texts';
import { clubNow } from '@club/domain/club-clock';
import {
  type ClubSetupForm,
  clubSetupProblem,
  defaultSlotTexts,
  slotsProblem,
  slotTimesOf,
  setupTexts as t,
  WEEKDAY_NAMES,
} from '@club/domain/club-setup';
import { fillText } from '@club/domain/fill-text';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { handPageSession } from '../auth/page-session.ts';
import { setToken } from '../auth/token-store.ts';
import { PERSON_TEXT_FIELDS, ResidencyChoice, TextInput, type TypedField } from '../forms/person-fields.tsx';
import { TWO_FACTOR_PATH } from '../routing/paths.ts';
import { CHECK_SETUP_CODE_MUTATION, SET_UP_CLUB_MUTATION, SETUP_STATUS_QUERY } from './setup-documents.ts';
import './setup-page.css';

// A club's first run (/configurar): the code from the server's log, then who the club is, its first
// Administración account and its pickup days. The form checks the rules the gateway checks
// (domain/src/club-setup.ts) before sending; the gateway's refusal shows at its field otherwise.
// Done, the new admin is signed in and goes straight to enrolling a second factor.

type TextField = Exclude<keyof ClubSetupForm, 'code' | 'pickupDays' | 'residency'> | 'passwordAgain';

const CLUB_FIELDS: ReadonlyArray<TypedField<TextField>> = [
  { field: 'clubName', type: 'text', autoComplete: 'organization' },
  { field: 'irccaRegistration', type: 'text', autoComplete: 'off' },
  { field: 'address', type: 'text', autoComplete: 'street-address' },
  { field: 'contactEmail', type: 'email', autoComplete: 'off' },
  { field: 'contactPhone', type: 'tel', autoComplete: 'off' },
];

const ADMIN_FIELDS: ReadonlyArray<TypedField<TextField>> = [
  ...PERSON_TEXT_FIELDS,
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'passwordAgain', type: 'password', autoComplete: 'new-password' },
];

type Fields = Record<TextField | 'residency', string>;

const EMPTY: Fields = {
  clubName: '',
  irccaRegistration: '',
  address: '',
  contactEmail: '',
  contactPhone: '',
  name: '',
  lastName: '',
  mail: '',
  cedula: '',
  birthDate: '',
  residency: '',
  phone: '',
  password: '',
  passwordAgain: '',
};

interface Problem {
  field: string | null;
  message: string;
}

export function SetupPage() {
  const status = useQuery(SETUP_STATUS_QUERY, { fetchPolicy: 'network-only' });
  const [code, setCode] = useState('');
  const [codeAccepted, setCodeAccepted] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [days, setDays] = useState<string[]>(defaultSlotTexts);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [checkCode] = useMutation(CHECK_SETUP_CODE_MUTATION);
  const [setUp] = useMutation(SET_UP_CLUB_MUTATION);
  const client = useApolloClient();
  const navigate = useNavigate();

  const set = (field: keyof Fields, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const described = (field: string) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `setup-${field}-error` } : {};

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setProblem({ field: 'code', message: t.codeRequired });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = (await checkCode({ variables: { code } })).data?.checkSetupCode;
      if (answer?.ok) setCodeAccepted(true);
      else setProblem({ field: 'code', message: answer?.error ?? genericTexts.serverError });
    } catch {
      setProblem({ field: null, message: genericTexts.serverError });
    }
    setSending(false);
  }

  /** The pickup days as typed, or the first day whose times do not read. */
  function pickupDays(): ClubSetupForm['pickupDays'] | Problem {
    const chosen: ClubSetupForm['pickupDays'] = [];
    for (const [weekday, text] of days.entries()) {
      const times = slotTimesOf(text);
      if (times === null) return { field: `day-${weekday}`, message: slotsProblem(weekday) };
      if (times.length > 0) chosen.push({ weekday, slots: times.map((time) => ({ time, capacity: null })) });
    }
    return chosen;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = clubSetupProblem(fields, clubNow(new Date()).date);
    if (local) {
      setProblem(local);
      return;
    }
    const chosenDays = pickupDays();
    if (!Array.isArray(chosenDays)) {
      setProblem(chosenDays);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { passwordAgain: _again, ...typed } = fields;
      const input = {
        ...typed,
        code,
        pickupDays: chosenDays.map((day) => ({
          weekday: day.weekday,
          slots: day.slots.map((s) => ({ time: s.time })),
        })),
      };
      const answer = (await setUp({ variables: { input } })).data?.setUpClub;
      if (answer?.ok && answer.authToken) {
        await client.clearStore();
        setToken(answer.authToken);
        handPageSession(answer.authToken);
        navigate(TWO_FACTOR_PATH, { replace: true, state: { setupDone: true } });
        return;
      }
      setProblem({ field: answer?.field ?? null, message: answer?.error ?? genericTexts.serverError });
      if (answer?.code === 'CODIGO_VENCIDO' || answer?.code === 'CODIGO_INCORRECTO') setCodeAccepted(false);
    } catch {
      setProblem({ field: null, message: genericTexts.serverError });
    }
    setSending(false);
  }

  const textField = ({ field, type, autoComplete }: (typeof CLUB_FIELDS)[number]) => (
    <TextInput
      key={field}
      idPrefix="setup"
      field={field}
      label={t.labels[field]}
      type={type}
      autoComplete={autoComplete}
      value={fields[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
      className="setup-field"
    />
  );

  const needed = status.data?.setupStatus.needed;
  return (
    <section className="setup-screen">
      <h1>{t.title}</h1>
      {status.loading && <p role="status">{t.checking}</p>}
      {status.error && <p role="alert">{genericTexts.serverError}</p>}
      {needed === false && (
        <>
          <p role="status">{t.notNeeded}</p>
          <Link className="button" to="/login">
            {t.signIn}
          </Link>
        </>
      )}
      {needed && !codeAccepted && (
        <form className="setup-form" onSubmit={onCode} noValidate>
          <p>{t.intro}</p>
          <div className="setup-field">
            <label htmlFor="setup-code">{t.codeLabel}</label>
            <input
              id="setup-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={errorOf('code') ? 'setup-code-hint setup-code-error' : 'setup-code-hint'}
              {...(errorOf('code') ? { 'aria-invalid': true } : {})}
            />
            <small id="setup-code-hint" className="setup-hint">
              {t.codeHint}
            </small>
            {errorOf('code') && (
              <p id="setup-code-error" className="error-line" role="alert">
                {errorOf('code')}
              </p>
            )}
          </div>
          {problem && problem.field === null && (
            <p className="error-line" role="alert">
              {problem.message}
            </p>
          )}
          <button type="submit" className="button" disabled={sending}>
            {t.checkCode}
          </button>
        </form>
      )}
      {needed && codeAccepted && (
        <form className="setup-form" onSubmit={onSubmit} noValidate>
          <p role="note" className="setup-hint">
            {status.data?.setupStatus.mailConfigured ? t.mailReady : t.mailMissing}
          </p>
          <fieldset>
            <legend>{t.clubLegend}</legend>
            {CLUB_FIELDS.map(textField)}
          </fieldset>
          <fieldset>
            <legend>{t.adminLegend}</legend>
            <p className="setup-hint">{t.adminIntro}</p>
            {ADMIN_FIELDS.slice(0, 6).map(textField)}
            <ResidencyChoice
              idPrefix="setup"
              legend={t.labels.residency}
              options={t.residencyOptions}
              value={fields.residency}
              onChange={(residency) => set('residency', residency)}
              error={errorOf('residency')}
              className="setup-field"
              choiceClassName="setup-choice"
            />
            {ADMIN_FIELDS.slice(6).map(textField)}
          </fieldset>
          <fieldset {...described('pickupDays')}>
            <legend>{t.daysLegend}</legend>
            <p className="setup-hint">{t.daysIntro}</p>
            {WEEKDAY_NAMES.map((day, weekday) => (
              <div className="setup-day" key={day}>
                <label htmlFor={`setup-day-${weekday}`}>{fillText(t.slotsLabel, { day })}</label>
                <input
                  id={`setup-day-${weekday}`}
                  name={`day-${weekday}`}
                  inputMode="numeric"
                  placeholder="—"
                  value={days[weekday]}
                  onChange={(event) =>
                    setDays((current) =>
                      current.map((text, i) => (i === weekday ? event.target.value : text)),
                    )
                  }
                  {...described(`day-${weekday}`)}
                />
                {errorOf(`day-${weekday}`) && (
                  <p id={`setup-day-${weekday}-error`} className="error-line">
                    {errorOf(`day-${weekday}`)}
                  </p>
                )}
              </div>
            ))}
            {errorOf('pickupDays') && (
              <p id="setup-pickupDays-error" className="error-line">
                {errorOf('pickupDays')}
              </p>
            )}
          </fieldset>
          {problem && (
            <p className={problem.field === null ? 'error-line' : 'visually-hidden'} role="alert">
              {problem.message}
            </p>
          )}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t.sending : t.submit}
          </button>
        </form>
      )}
    </section>
  );
}
