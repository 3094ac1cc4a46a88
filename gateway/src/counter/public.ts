export { counterHandoverDecider } from './decide.ts';
