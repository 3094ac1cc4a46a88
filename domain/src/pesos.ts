// The one way the app writes money (es-UY): '$ 1.350'. The storefront, the orders, the back office
// and the gateway's mails all call this, so a member and an admin read a price the same way.

const whole = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

/** Whole pesos: '$ 1.350'. */
export function formatPesos(value: number): string {
  return `$ ${whole.format(value)}`;
}
