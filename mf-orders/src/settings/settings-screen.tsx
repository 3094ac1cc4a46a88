import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import type { ClosedDay, ClubSettings, SettingsVersion } from '@club/domain/club-settings';
import { parseClubSettings } from '@club/domain/club-settings-schema';
import { fillText } from '@club/domain/fill-text';
import { formatPickupDay } from '@club/domain/pickup';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Field, wholeNumber } from '@club/web-kit/field/field.tsx';
import { AlertLine, Page } from '@club/web-kit/page/page.tsx';
import { type FormEvent, useId, useState } from 'react';
import { ClubCalendarSection } from './club-calendar-section.tsx';
import { CHANGE_SETTINGS_MUTATION, SETTINGS_QUERY } from './settings-documents.ts';
import { settingsTexts } from './settings-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './settings.css';

// Ajustes (/admin/ajustes): the club's rules as data. The form starts from the settings in force
// today and saves a whole new version from the chosen day on; the same schema as the gateway's
// checks it first, and the gateway's refusal (with its field) shows in the same line.

interface SlotDraft {
  time: string;
  capacity: string;
}

interface Draft {
  /** Slots by weekday, 0 = Sunday. */
  slots: SlotDraft[][];
  cancelCutoffHours: string;
  closeStaleOrdersAfterDays: string;
  monthlyGramsLimit: string;
  yearlyGramsLimit: string;
  gramsStep: string;
  maxMembers: string;
  maxFloweringPlants: string;
  memberRetentionYears: string;
  contactEmail: string;
  contactPhone: string;
  adminTwoFactorRequired: boolean;
  sellOnlyAnalysedBatches: boolean;
  /** From today on: the ones already past stay in the versions that held them. */
  closedDays: ClosedDay[];
  closedOnHolidays: boolean;
  effectiveFrom: string;
}

type NumberField =
  | 'cancelCutoffHours'
  | 'monthlyGramsLimit'
  | 'yearlyGramsLimit'
  | 'gramsStep'
  | 'maxMembers'
  | 'maxFloweringPlants'
  | 'memberRetentionYears';

// Monday first, as a Uruguayan week reads.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

function draftOf(settings: ClubSettings, today: string): Draft {
  return {
    slots: Array.from({ length: 7 }, (_, weekday) =>
      (settings.pickupDays.find((day) => day.weekday === weekday)?.slots ?? []).map((slot) => ({
        time: slot.time,
        capacity: slot.capacity === null ? '' : String(slot.capacity),
      })),
    ),
    cancelCutoffHours: String(settings.cancelCutoffHours),
    closeStaleOrdersAfterDays:
      settings.closeStaleOrdersAfterDays === null ? '' : String(settings.closeStaleOrdersAfterDays),
    monthlyGramsLimit: String(settings.monthlyGramsLimit),
    yearlyGramsLimit: String(settings.yearlyGramsLimit),
    gramsStep: String(settings.gramsStep),
    maxMembers: String(settings.maxMembers),
    maxFloweringPlants: String(settings.maxFloweringPlants),
    memberRetentionYears: String(settings.memberRetentionYears),
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    adminTwoFactorRequired: settings.adminTwoFactorRequired,
    sellOnlyAnalysedBatches: settings.sellOnlyAnalysedBatches,
    closedDays: settings.closedDays
      .filter((day) => day.date >= today)
      .map((day) => ({ date: day.date, reason: day.reason })),
    closedOnHolidays: settings.closedOnHolidays,
    effectiveFrom: today,
  };
}

// A blank number is no number (the schema says why), never 0.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

/** The draft as the settings the schema and the gateway read. */
function settingsOf(draft: Draft) {
  return {
    pickupDays: draft.slots.flatMap((slots, weekday) =>
      slots.length === 0
        ? []
        : [{ weekday, slots: slots.map((slot) => ({ time: slot.time, capacity: optional(slot.capacity) })) }],
    ),
    cancelCutoffHours: numberOf(draft.cancelCutoffHours),
    monthlyGramsLimit: numberOf(draft.monthlyGramsLimit),
    yearlyGramsLimit: numberOf(draft.yearlyGramsLimit),
    gramsStep: numberOf(draft.gramsStep),
    maxMembers: numberOf(draft.maxMembers),
    maxFloweringPlants: numberOf(draft.maxFloweringPlants),
    memberRetentionYears: numberOf(draft.memberRetentionYears),
    contactEmail: draft.contactEmail,
    contactPhone: draft.contactPhone,
    closeStaleOrdersAfterDays: optional(draft.closeStaleOrdersAfterDays),
    adminTwoFactorRequired: draft.adminTwoFactorRequired,
    sellOnlyAnalysedBatches: draft.sellOnlyAnalysedBatches,
    closedDays: draft.closedDays,
    closedOnHolidays: draft.closedOnHolidays,
  };
}

function SettingsForm({ current, today }: { current: ClubSettings; today: string }) {
  const ids = useId();
  const [draft, setDraft] = useState(() => draftOf(current, today));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [saved, setSaved] = useState('');
  const [change, { loading, client }] = useMutation(CHANGE_SETTINGS_MUTATION);

  const set = (patch: Partial<Draft>) => {
    setDraft((before) => ({ ...before, ...patch }));
    setSaved('');
  };
  const setSlots = (weekday: number, slots: SlotDraft[]) =>
    set({ slots: draft.slots.map((before, day) => (day === weekday ? slots : before)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseClubSettings(settingsOf(draft));
    if (!parsed.ok) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    try {
      const { data } = await change({
        variables: { effectiveFrom: draft.effectiveFrom, settings: parsed.settings },
      });
      const result = data?.changeClubSettings;
      if (!result) throw new Error('no answer');
      if (!result.ok) {
        setProblem({ field: result.field ?? '', message: result.error ?? settingsTexts.saveError });
        return;
      }
      setSaved(fillText(settingsTexts.saved, { day: formatPickupDay(draft.effectiveFrom) }));
      // Only this screen's query: refetching every active one would also refetch the shell's
      // session, whose loading state unmounts the page (and this form's notice) for a moment.
      await client.refetchQueries({ include: [SETTINGS_QUERY] });
    } catch {
      setProblem({ field: '', message: settingsTexts.saveError });
    }
  }

  const errorId = `${ids}-error`;
  const invalid = (field: string) =>
    problem && (problem.field === field || problem.field.startsWith(`${field}.`))
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
      : {};
  const numberInput = (field: NumberField, label: string) => (
    <Field label={label}>
      <input
        {...wholeNumber}
        min={0}
        value={draft[field]}
        onChange={(event) => set({ [field]: event.target.value })}
        {...invalid(field)}
      />
    </Field>
  );

  return (
    <form className="or-settings__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="or-settings__group" {...invalid('pickupDays')}>
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.pickup}</h2>
        </legend>
        <p className="or-settings__help">{settingsTexts.pickupHelp}</p>
        {WEEK.map((weekday) => {
          const day = settingsTexts.weekdays[weekday] as string;
          const slots = draft.slots[weekday] ?? [];
          return (
            <div key={weekday} className="or-settings__day">
              <h3 className="or-settings__day-name">{day}</h3>
              {slots.length === 0 && <p className="or-settings__none">{settingsTexts.noSlots}</p>}
              {slots.length > 0 && (
                <ul className="or-settings__slots">
                  {slots.map((slot, index) => (
                    // Slots have no id of their own; their place in the day is what the admin edits.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index} className="or-settings__slot">
                      <label>
                        <span>{settingsTexts.time}</span>
                        <input
                          type="time"
                          value={slot.time}
                          onChange={(event) =>
                            setSlots(
                              weekday,
                              slots.map((s, i) => (i === index ? { ...s, time: event.target.value } : s)),
                            )
                          }
                        />
                      </label>
                      <label>
                        <span>{settingsTexts.capacity}</span>
                        <input
                          {...wholeNumber}
                          min={1}
                          placeholder={settingsTexts.noLimit}
                          value={slot.capacity}
                          onChange={(event) =>
                            setSlots(
                              weekday,
                              slots.map((s, i) => (i === index ? { ...s, capacity: event.target.value } : s)),
                            )
                          }
                        />
                      </label>
                      <button
                        type="button"
                        className="button button--secondary or-settings__remove"
                        aria-label={fillText(settingsTexts.removeSlotAt, {
                          time: slot.time,
                          day: day.toLowerCase(),
                        })}
                        onClick={() =>
                          setSlots(
                            weekday,
                            slots.filter((_, i) => i !== index),
                          )
                        }
                      >
                        {settingsTexts.removeSlot}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                className="button button--secondary or-settings__add"
                aria-label={fillText(settingsTexts.addSlotTo, { day: day.toLowerCase() })}
                onClick={() =>
                  setSlots(weekday, [...slots, { time: slots.at(-1)?.time ?? '12:00', capacity: '' }])
                }
              >
                {settingsTexts.addSlot}
              </button>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="or-settings__group">
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.orders}</h2>
        </legend>
        {numberInput('cancelCutoffHours', settingsTexts.cutoff)}
        <Field
          label={settingsTexts.staleDays}
          hint={settingsTexts.staleHelp}
          hintClassName="or-settings__help"
        >
          <input
            {...wholeNumber}
            min={1}
            placeholder={settingsTexts.noLimit}
            value={draft.closeStaleOrdersAfterDays}
            onChange={(event) => set({ closeStaleOrdersAfterDays: event.target.value })}
            {...invalid('closeStaleOrdersAfterDays')}
          />
        </Field>
      </fieldset>

      <ClubCalendarSection
        closedDays={draft.closedDays}
        closedOnHolidays={draft.closedOnHolidays}
        today={today}
        invalid={Boolean(problem?.field.startsWith('closed'))}
        onChange={set}
      />

      <fieldset className="or-settings__group">
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.limits}</h2>
        </legend>
        {numberInput('monthlyGramsLimit', settingsTexts.monthly)}
        {numberInput('yearlyGramsLimit', settingsTexts.yearly)}
        {numberInput('gramsStep', settingsTexts.step)}
        {numberInput('maxMembers', settingsTexts.maxMembers)}
        {numberInput('maxFloweringPlants', settingsTexts.maxFloweringPlants)}
        {numberInput('memberRetentionYears', settingsTexts.memberRetentionYears)}
      </fieldset>

      <fieldset className="or-settings__group">
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.contact}</h2>
        </legend>
        <Field label={settingsTexts.email}>
          <input
            type="email"
            value={draft.contactEmail}
            onChange={(event) => set({ contactEmail: event.target.value })}
            {...invalid('contactEmail')}
          />
        </Field>
        <Field label={settingsTexts.phone}>
          <input
            type="tel"
            value={draft.contactPhone}
            onChange={(event) => set({ contactPhone: event.target.value })}
            {...invalid('contactPhone')}
          />
        </Field>
      </fieldset>

      <fieldset className="or-settings__group">
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.carta}</h2>
        </legend>
        <div className="or-settings__option">
          <label className="or-settings__check">
            <input
              type="checkbox"
              checked={draft.sellOnlyAnalysedBatches}
              onChange={(event) => set({ sellOnlyAnalysedBatches: event.target.checked })}
              aria-describedby={`${ids}-analysed-help`}
              {...invalid('sellOnlyAnalysedBatches')}
            />
            {settingsTexts.sellOnlyAnalysedBatches}
          </label>
          <p id={`${ids}-analysed-help`} className="or-settings__help">
            {settingsTexts.sellOnlyAnalysedBatchesHelp}
          </p>
        </div>
      </fieldset>

      <fieldset className="or-settings__group">
        <legend>
          <h2 className="or-settings__group-title">{settingsTexts.security}</h2>
        </legend>
        <div className="or-settings__option">
          <label className="or-settings__check">
            <input
              type="checkbox"
              checked={draft.adminTwoFactorRequired}
              onChange={(event) => set({ adminTwoFactorRequired: event.target.checked })}
              aria-describedby={`${ids}-two-factor-help`}
              {...invalid('adminTwoFactorRequired')}
            />
            {settingsTexts.twoFactor}
          </label>
          <p id={`${ids}-two-factor-help`} className="or-settings__help">
            {settingsTexts.twoFactorHelp}
          </p>
        </div>
      </fieldset>

      <div className="or-settings__footer">
        <Field label={settingsTexts.effectiveFrom}>
          <input
            type="date"
            min={today}
            value={draft.effectiveFrom}
            onChange={(event) => set({ effectiveFrom: event.target.value })}
            {...invalid('effectiveFrom')}
          />
        </Field>
        <p id={errorId} className="error-line" role="alert">
          {problem?.message ?? ''}
        </p>
        {saved && (
          <p className="or-settings__saved" role="status">
            {saved}
          </p>
        )}
        <BusyButton type="submit" busy={loading} busyLabel={settingsTexts.saving}>
          {settingsTexts.save}
        </BusyButton>
      </div>
    </form>
  );
}

function History({ versions }: { versions: readonly SettingsVersion[] }) {
  return (
    <section className="or-settings__history" aria-labelledby="or-settings-history">
      <h2 id="or-settings-history">{settingsTexts.history}</h2>
      {versions.length === 0 ? (
        <p className="or-settings__help">{settingsTexts.noHistory}</p>
      ) : (
        <ol>
          {[...versions].reverse().map(({ effectiveFrom, settings }) => (
            <li key={effectiveFrom}>
              <strong>{fillText(settingsTexts.since, { day: formatPickupDay(effectiveFrom) })}</strong>
              <span>
                {fillText(settingsTexts.summary, {
                  monthly: settings.monthlyGramsLimit,
                  yearly: settings.yearlyGramsLimit,
                  step: settings.gramsStep,
                  members: settings.maxMembers,
                  plants: settings.maxFloweringPlants,
                  cutoff: settings.cancelCutoffHours,
                })}
              </span>
              <span>
                {fillText(settingsTexts.slotsSummary, {
                  N: settings.pickupDays.reduce((sum, day) => sum + day.slots.length, 0),
                })}
              </span>
              {settings.sellOnlyAnalysedBatches && (
                <span>{settingsTexts.sellOnlyAnalysedBatchesSummary}</span>
              )}
              {settings.adminTwoFactorRequired && <span>{settingsTexts.twoFactorSummary}</span>}
              {settings.closedDays.length > 0 && (
                <span>
                  {fillText(settingsTexts.closedDaysSummary, {
                    days: settings.closedDays.map((day) => formatPickupDay(day.date)).join(' · '),
                  })}
                </span>
              )}
              {!settings.closedOnHolidays && <span>{settingsTexts.openOnHolidaysSummary}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SettingsScreen() {
  const { data, error, loading } = useQuery(SETTINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const today = clubNow(new Date()).date;
  return (
    <Page className="or-settings" title={settingsTexts.title} titleClassName="or-settings__title">
      <p className="or-settings__help">{settingsTexts.intro}</p>
      {!data && loading && <p role="status">Cargando...</p>}
      {!data && error && (
        <AlertLine message={settingsTexts.loadError} className="kit-alert or-settings__error" />
      )}
      {data && <SettingsForm current={data.clubSettings} today={today} />}
      {data && <History versions={data.clubSettingsHistory} />}
    </Page>
  );
}
