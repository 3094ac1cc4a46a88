/** A refusal here is a mistake of the plan: it stops the seed, whose transaction undoes all of it. */
export function accepted<T extends { ok: boolean }>(outcome: T, what: unknown): Extract<T, { ok: true }> {
  if (!outcome.ok) {
    const { error } = outcome as unknown as { error: unknown };
    throw new Error(`demo seed refused: ${JSON.stringify(error)} for ${JSON.stringify(what)}`);
  }
  return outcome as Extract<T, { ok: true }>;
}
