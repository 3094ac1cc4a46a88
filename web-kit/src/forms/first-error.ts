// The forms show one message, the first rule broken in the spec's order (docs/decisions/027).
// zodResolver fills react-hook-form's errors in the order of the schema's issues, which the
// domain schemas keep in that order; server refusals go to `root.server`, set after validation.

interface ErrorTree {
  readonly [key: string]: unknown;
}

/** The first message of react-hook-form's `formState.errors`, fields first, or ''. */
export function firstError(errors: ErrorTree): string {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || key === 'type' || value === null || typeof value !== 'object')
      continue;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    const nested = firstError(value as ErrorTree);
    if (nested !== '') return nested;
  }
  const root = errors.root as ErrorTree | undefined;
  return root ? firstError(root) : '';
}
