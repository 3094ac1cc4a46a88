// `npm run check:size` (CI): builds the web app if needed, loads /carta as a member in Chromium and
// fails when the shell + storefront JavaScript, in bytes over the wire (the encoding Chromium
// negotiated: brotli), grows past its budget.
import { chunkList, encodingsOf, FIRST_VIEW_BUDGET_BYTES, kb, measureFirstView } from './first-view.ts';

const view = await measureFirstView({ lcp: false });
console.log(`JS de /carta para un socio, como viaja (${encodingsOf(view)}):\n${chunkList(view)}`);
const verdict = `shell + storefront: ${kb(view.memberJs)} de ${kb(FIRST_VIEW_BUDGET_BYTES)} (${view.memberJs} bytes)`;
if (view.memberJs > FIRST_VIEW_BUDGET_BYTES) {
  console.error(`Excede el presupuesto: ${verdict}`);
  process.exit(1);
}
console.log(`Dentro del presupuesto: ${verdict}`);
process.exit(0);
