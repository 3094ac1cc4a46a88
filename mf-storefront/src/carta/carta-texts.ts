// Copy of the Carta (spec §2 "Carta"): the button, 'Agregado!' and the banner are the spec's words.
export const cartaTexts = {
  title: 'Catálogo',
  intro: 'Elegí tus variedades: cada una se agrega de a 5 g y la cantidad se ajusta en el carrito.',
  add: 'AGREGAR AL CARRITO',
  added: 'Agregado!',
  banner: 'Agendá tu pedido!',
  bannerAction: 'Ir al carrito',
  outOfStock: 'Sin stock',
  perGram: 'el gramo',
  sativa: 'Sativa',
  indica: 'Índica',
  thc: 'THC',
  cbd: 'CBD',
  seeProduct: (species: string) => `Ver ${species}`,
  loadError: 'No pudimos cargar el catálogo. Probá de nuevo en un momento.',
  retry: 'Reintentar',
  empty: 'Por ahora no hay variedades en el catálogo.',
} as const;
