import type { Context } from 'hono';
import { type Refusal, type RefusalCode, refusalAnswer } from '../refusals/refusal-table.ts';
import type { AppEnv } from './app-env.ts';

// Every REST refusal of a command, answered one way (spec §7): the table's status and `msg`, the
// Spanish `error`, the `code`, and whatever the refusal adds (`field`; over a limit `period`,
// `gramsPurchased`, `gramsLeft`).

export function refusalResponse(
  c: Context<AppEnv>,
  refusal: Refusal | (Omit<Refusal, 'code'> & { code: RefusalCode }),
  options: { addressed?: boolean } = {},
) {
  const { code, message, ...details } = refusal;
  const { status, msg } = refusalAnswer(code, options.addressed);
  return c.json({ msg, ...details, error: message, code }, status);
}
