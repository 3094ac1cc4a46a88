import { upcomingHolidays } from '@club/domain/club-calendar';
import type { ClosedDay } from '@club/domain/club-settings';
import { CLOSED_REASON_MAX, closedDayProblem } from '@club/domain/club-settings-schema';
import { fillText } from '@club/domain/fill-text';
import { formatPickupDay } from '@club/domain/pickup';
import { Field } from '@club/web-kit/field/field.tsx';
import { useId, useState } from 'react';
import { settingsTexts } from './settings-texts.ts';

// Ajustes' "Calendario del club": the days the club is closed and whether it closes on the
// non-working holidays. Both are part of the version the form saves; a closed day is checked as
// it is added (the shared rule), so the save itself rarely has anything to say about them.

/** How many of the coming holidays the checkbox's help names: a year's worth. */
const HOLIDAYS_SHOWN = 5;

export function ClubCalendarSection({
  closedDays,
  closedOnHolidays,
  today,
  invalid,
  onChange,
}: {
  closedDays: readonly ClosedDay[];
  closedOnHolidays: boolean;
  today: string;
  /** Whether the gateway's or the schema's last problem is about these settings. */
  invalid: boolean;
  onChange: (patch: { closedDays?: ClosedDay[]; closedOnHolidays?: boolean }) => void;
}) {
  const ids = useId();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  function add() {
    const day = { date, reason: reason.trim() === '' ? null : reason.trim() };
    const found = closedDayProblem(day, closedDays, today);
    if (found) {
      setProblem(found);
      return;
    }
    setProblem('');
    setDate('');
    setReason('');
    onChange({ closedDays: [...closedDays, day].sort((a, b) => a.date.localeCompare(b.date)) });
  }

  const problemId = `${ids}-problem`;
  const described = problem ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
  const holidays = upcomingHolidays(today, HOLIDAYS_SHOWN);

  return (
    <fieldset className="or-settings__group" aria-invalid={invalid || undefined}>
      <legend>
        <h2 className="or-settings__group-title">{settingsTexts.calendar}</h2>
      </legend>
      <p className="or-settings__help">{settingsTexts.calendarHelp}</p>

      <div className="or-settings__option">
        <label className="or-settings__check">
          <input
            type="checkbox"
            checked={closedOnHolidays}
            onChange={(event) => onChange({ closedOnHolidays: event.target.checked })}
            aria-describedby={`${ids}-holidays`}
          />
          {settingsTexts.closedOnHolidays}
        </label>
        <div id={`${ids}-holidays`} className="or-settings__help">
          <p className="or-settings__help">{settingsTexts.holidaysHelp}</p>
          <ul className="or-settings__holidays">
            {holidays.map((holiday) => (
              <li key={holiday.date}>
                {fillText(settingsTexts.holiday, { day: formatPickupDay(holiday.date), name: holiday.name })}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <h3 className="or-settings__day-name">{settingsTexts.closedDays}</h3>
      {closedDays.length === 0 ? (
        <p className="or-settings__none">{settingsTexts.noClosedDays}</p>
      ) : (
        <ul className="or-settings__closed-days">
          {closedDays.map((day) => {
            const label = formatPickupDay(day.date);
            return (
              <li key={day.date} className="or-settings__closed-day">
                <span>
                  <strong>{label}</strong>
                  {day.reason && <span className="or-settings__reason">{day.reason}</span>}
                </span>
                <button
                  type="button"
                  className="button button--secondary or-settings__remove"
                  aria-label={fillText(settingsTexts.removeClosedDayOn, { day: label })}
                  onClick={() =>
                    onChange({ closedDays: closedDays.filter((other) => other.date !== day.date) })
                  }
                >
                  {settingsTexts.removeSlot}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="or-settings__closed-add">
        <Field label={settingsTexts.closedDate}>
          <input
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            {...described}
          />
        </Field>
        <Field label={settingsTexts.closedReason}>
          <input
            type="text"
            maxLength={CLOSED_REASON_MAX}
            placeholder={settingsTexts.closedReasonExample}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <button type="button" className="button button--secondary or-settings__add" onClick={add}>
          {settingsTexts.addClosedDay}
        </button>
      </div>
      {/* Only while there is one: the form's own alert line stays the screen's one alert otherwise. */}
      {problem && (
        <p id={problemId} className="error-line" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
