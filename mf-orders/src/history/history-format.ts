// How the back office shows who did something in every history from the event log (when:
// web-kit's formatDateTime).

/** The actor's name; the demo seed's events read 'Carga inicial'. */
export function actorLabel(event: { actor: string; actorName: string | null }): string {
  if (event.actorName) return event.actorName;
  return event.actor === 'seed' ? 'Carga inicial' : event.actor;
}

/** '+20 g' / '−15 g' */
export function formatGramsChange(grams: number): string {
  return `${grams > 0 ? '+' : '−'}${Math.abs(grams)} g`;
}
