export { destroyStock } from './commands.ts';
