export { prepareOrder, revertHandover } from './commands.ts';
export { counterHandoverDecider } from './decide.ts';
