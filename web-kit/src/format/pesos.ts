// The one way the app writes money (es-UY): '$ 1.350'. The storefront, the orders and the back
// office all call this, so a member and an admin read a price the same way.

const whole = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

/** Whole pesos: '$ 1.350'. */
export function formatPesos(value: number): string {
  return `$ ${whole.format(value)}`;
}
