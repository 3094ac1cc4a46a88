/** A strain's data as an admin types it into 'Agregar producto' (price and availability apart). */
export const GORILLA_GLUE = {
  species: 'Gorilla Glue',
  sativa: 40,
  indica: 60,
  thc: 25.5,
  cbd: 0.1,
  genetics: 'Chem’s Sister × Sour Dubb × Chocolate Diesel',
  smell: 'Pino y diésel',
  flavor: 'Terroso, con un fondo a chocolate',
  description: 'Muy resinosa: se pega a las tijeras.',
};
