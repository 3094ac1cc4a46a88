// Copy of the Stock screen (spec §2 "Stock"); 'Si' / 'No' are the spec's words.
export const stockTexts = {
  title: 'Stock',
  price: 'Precio por gramo',
  available: 'Disponible',
  grams: 'En stock',
  yes: 'Si',
  no: 'No',
  empty: 'No hay productos cargados.',
  loadError: 'No pudimos cargar el stock. Probá de nuevo en un momento.',
} as const;
