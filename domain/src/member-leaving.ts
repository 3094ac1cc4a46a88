import * as z from 'zod/mini';
import { fillText } from './fill-text.ts';
import { leavingTexts } from './member-texts.ts';
import { isIsoDate } from './person.ts';
import { rule } from './rule-schema.ts';

// A member leaving the club (baja): the day and why, one of a fixed list so that the reason is
// never free text about a person (the log keeps it for ever; a code says nothing personal).

export const LEAVE_REASONS = [
  'voluntaria',
  'vencimiento',
  'expulsion',
  'fallecimiento',
  'cambio_via_acceso',
  'otra',
] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];

export const isLeaveReason = (value: unknown): value is LeaveReason =>
  typeof value === 'string' && (LEAVE_REASONS as readonly string[]).includes(value);

export interface LeavingProblem {
  code: 'FECHA_BAJA_INVALIDA' | 'MOTIVO_BAJA_INVALIDO';
  field: 'leftOn' | 'reason';
  message: string;
}

type Code = LeavingProblem['code'];

/** The baja form's rules for a member who joined on `joinedOn`, recorded on `today` (both YYYY-MM-DD). */
export function leavingSchema(joinedOn: string, today: string) {
  return z.object({
    leftOn: z.string().check(
      rule<string, Code>('FECHA_BAJA_INVALIDA', leavingTexts.dateRequired, (value) => value.trim() !== ''),
      rule<string, Code>('FECHA_BAJA_INVALIDA', leavingTexts.dateInvalid, (value) => isIsoDate(value.trim())),
      rule<string, Code>('FECHA_BAJA_INVALIDA', leavingTexts.dateInFuture, (value) => value.trim() <= today),
      rule<string, Code>(
        'FECHA_BAJA_INVALIDA',
        fillText(leavingTexts.dateBeforeJoining, { joined: joinedOn }),
        (value) => value.trim() >= joinedOn,
      ),
    ),
    reason: z
      .string()
      .check(rule<string, Code>('MOTIVO_BAJA_INVALIDO', leavingTexts.reasonRequired, isLeaveReason)),
  });
}

/** An IRCCA registration date as typed: '' (not known yet) or a real day not after `today`. */
export function irccaDateProblem(value: string, today: string): string | null {
  const day = value.trim();
  if (day === '') return null;
  if (!isIsoDate(day) || day < '2014-01-01') return leavingTexts.irccaDateInvalid;
  return day > today ? leavingTexts.irccaDateInFuture : null;
}
