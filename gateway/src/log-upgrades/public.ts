export { sealPersonalDataInLog } from './personal-data-sealed.ts';
