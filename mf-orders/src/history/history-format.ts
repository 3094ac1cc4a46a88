import { CLUB_TIME_ZONE } from '@club/domain/limits';

// How the back office shows who did something and when, in every history from the event log.

const when = new Intl.DateTimeFormat('es-UY', {
  timeZone: CLUB_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '03/09/2024 17:05' (Montevideo) for an ISO instant. */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso)).replace(',', '');
}

/** The actor's name; the demo seed's events read 'Carga inicial'. */
export function actorLabel(event: { actor: string; actorName: string | null }): string {
  if (event.actorName) return event.actorName;
  return event.actor === 'seed' ? 'Carga inicial' : event.actor;
}

/** '+20 g' / '−15 g' */
export function formatGramsChange(grams: number): string {
  return `${grams > 0 ? '+' : '−'}${Math.abs(grams)} g`;
}
