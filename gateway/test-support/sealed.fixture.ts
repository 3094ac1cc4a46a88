import type { Sealed } from '../src/kernel/privacy/subject-keys.ts';

/**
 * What a command's load would hand a decider for `name` sealed: deciders only carry sealed values
 * into their events, so a readable stand-in shows which one went where.
 */
export const sealedAs = (name: string) => `sellado:${name}` as Sealed;
