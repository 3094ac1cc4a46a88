// Copy of the product detail (spec §2 "Product detail": image, sativa/indica, THC/CBD, genetics,
// aroma, flavor, description).
export const productTexts = {
  sativa: 'Sativa',
  indica: 'Índica',
  thc: 'THC',
  cbd: 'CBD',
  genetics: 'Genética',
  smell: 'Aroma',
  flavor: 'Sabor',
  description: 'Descripción',
  outOfStock: 'Sin stock',
  imageAlt: (species: string) => `Ilustración de ${species}`,
  photoAlt: (species: string) => `Foto de ${species}`,
  loadError: 'No pudimos cargar este producto. Probá de nuevo en un momento.',
  backToCarta: 'Ver el catálogo',
} as const;
