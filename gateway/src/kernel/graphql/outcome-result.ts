import type { ObjectFieldBuilder, SchemaTypes } from '@pothos/core';
import { type RefusalCode, refusalAnswer } from '../refusals/refusal-table.ts';
import { builder } from './builder.ts';

// Every mutation's result type, built one way: `ok`, and when it is false the refusal's `code`,
// Spanish `error`, the input `field` it is about and the REST twin's `msg`, all read from the
// refusal table; the fields of a success are the only thing each type adds. Expected refusals are
// results, never GraphQL errors (those are for the unexpected, masked by Yoga).

interface RefusalLike {
  code: string;
  message: string;
  field?: string;
}

type Outcome = { ok: true } | { ok: false; error: RefusalLike };

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

export interface OutcomeResultOptions<O extends Outcome> {
  description?: string;
  /** The REST twin's `msg` of a success ('Order placed'); 'OK' when there is none. */
  okMsg?: string;
  /** The REST twin's `msg` of every refusal, when its spec gives one ('Bad Requrest'). */
  refusalMsg?: string;
  /** The codes this result can carry, for the field's description. */
  codes: string;
  // biome-ignore lint/suspicious/noExplicitAny: Pothos field maps are typed by the builder
  fields?: (t: ObjectFieldBuilder<Types, O>) => Record<string, any>;
}

const msgOf = (code: string) => refusalAnswer(code as RefusalCode).msg;

export function outcomeResult<O extends Outcome>(name: string, options: OutcomeResultOptions<O>) {
  return builder.objectRef<O>(name).implement({
    ...(options.description ? { description: options.description } : {}),
    fields: (t) => ({
      ok: t.boolean({ resolve: (r) => r.ok }),
      msg: t.string({
        description: "The REST twin's msg: the success's, or the refusal's ('Bad Request', 'Conflict'…).",
        resolve: (r) => (r.ok ? (options.okMsg ?? 'OK') : (options.refusalMsg ?? msgOf(r.error.code))),
      }),
      code: t.string({
        nullable: true,
        description: `Stable refusal code: ${options.codes}`,
        resolve: (r) => (r.ok ? null : r.error.code),
      }),
      error: t.string({
        nullable: true,
        description: 'Spanish text to show when ok is false.',
        resolve: (r) => (r.ok ? null : r.error.message),
      }),
      field: t.string({
        nullable: true,
        description: 'The input field the refusal is about, when it is about one.',
        resolve: (r) => (r.ok ? null : (r.error.field ?? null)),
      }),
      ...options.fields?.(t),
    }),
  });
}
