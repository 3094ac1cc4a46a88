export { destroyStock } from './commands.ts';
export { openWitnesses } from './queries.ts';
