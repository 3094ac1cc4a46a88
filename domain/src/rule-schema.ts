import * as z from 'zod/mini';
import { genericTexts } from './account-texts.ts';

// The club's input rules are zod schemas (docs/decisions/027): the forms run them through
// react-hook-form's zodResolver, the gateway through `checkRules`, so each rule is written once.
// zod/mini rather than zod: its functions tree-shake, so a remote ships only the checks it uses.
//
// A rule is a refinement carrying a stable code and the spec's Spanish message. Rules of one field
// run in order and stop at the first broken one; fields are checked in the schema's order; stages
// joined with `z.pipe` run only when the stage before passed. The first issue is then the first
// rule broken in the spec's order, which is the one message the forms show and the gateway answers.

/** A broken rule: its stable code, the Spanish text to show, the field it concerns (if one). */
export interface RuleProblem<Code extends string = string> {
  code: Code;
  message: string;
  field: string | null;
}

type Message<T> = string | ((value: T) => string);

/** One rule: `test` false gives `message` (fixed, or built from the value) under `code`. */
export function rule<T, Code extends string>(code: Code, message: Message<T>, test: (value: T) => boolean) {
  return z.refine<T>(test, {
    error: typeof message === 'string' ? message : (issue) => message(issue.input as T),
    params: { code },
    // The field's later rules assume this one held (a format check assumes a value).
    abort: true,
  });
}

/** A rule across fields, reported at `field` (e.g. a receipt that does not match its expense). */
export function crossRule<T, Code extends string>(
  field: string,
  code: Code,
  message: Message<T>,
  test: (value: T) => boolean,
) {
  return z.superRefine<T>((value, context) => {
    if (test(value)) return;
    context.addIssue({
      code: 'custom',
      message: typeof message === 'string' ? message : message(value),
      params: { code },
      path: [field],
      input: value,
    });
  });
}

/** True for a value a person left empty: absent, null, or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The first broken rule of a failed parse (the schemas put it first, see above). */
export function firstProblem<Code extends string>(error: z.core.$ZodError): RuleProblem<Code> {
  const issue = error.issues[0];
  const code = (issue?.code === 'custom' ? issue.params?.code : undefined) as Code | undefined;
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null;
  // Every rule carries its code; an issue of zod's own (a shape no rule expected) is a bad request.
  if (!issue || code === undefined) {
    return { code: 'DATOS_INVALIDOS' as Code, message: genericTexts.badRequest, field };
  }
  return { code, message: issue.message, field };
}

export type RuleOutcome<Value, Code extends string> =
  | { ok: true; value: Value }
  | { ok: false; problem: RuleProblem<Code> };

/**
 * Checks an input that arrived from outside (a REST body, GraphQL arguments) against a schema:
 * its value, or the first broken rule. What is not an object counts as one with no fields, so it
 * is refused with the first field's message rather than a type error.
 */
export function checkRules<Schema extends z.ZodMiniType, Code extends string = string>(
  schema: Schema,
  input: unknown,
): RuleOutcome<z.output<Schema>, Code> {
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = z.safeParse(schema, fields);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: firstProblem<Code>(result.error) };
}

type Fields = Record<string, unknown>;

/**
 * Stages of rules, each run only when the ones before it passed (`z.pipe`): the first broken rule
 * of an earlier stage wins over any of a later one. Each stage is a loose object that reads the
 * fields it names and passes the others on.
 */
export function inOrder(...stages: Array<z.ZodMiniType<Fields, Fields>>): z.ZodMiniType<Fields, Fields> {
  return stages.reduce((earlier, later) => z.pipe(earlier, later));
}
