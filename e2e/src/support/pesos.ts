/** A price as every screen and the order mail write it: '$ 1.350' (web-kit's formatPesos, spelled out again). */
export const pesos = (value: number) => `$ ${new Intl.NumberFormat('es-UY').format(value)}`;
