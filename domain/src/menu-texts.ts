// Labels of the menu entries the remotes declare with their routes (decision 023). Apart from
// `texts` so that a remote's route list, which every first view loads, ships these words only.

/** The storefront's entries of the header menu (the shell adds 'Administrar'). */
export const headerMenuTexts = {
  home: 'Inicio',
  carta: 'Catálogo',
  myOrders: 'Mis pedidos',
  about: 'Nosotros',
  news: 'Noticias',
} as const;

/** The tiles of /admin, from the orders, harvest and finance remotes. */
export const adminHomeTexts = {
  todos: 'Checklist de Tareas',
  orders: 'Ordenes',
  harvest: 'Cosecha',
  expenses: 'Gastos',
  stock: 'Administrar Stock',
  // Beyond the spec's five (issue 7).
  socios: 'Socios',
  // The outbox (issue 16).
  mail: 'Correos',
  // The club's rules as data (issue 16).
  settings: 'Ajustes',
  // The plant registry (issue 17).
  plants: 'Plantas y lotes',
  treatments: 'Tratamientos',
  traceability: 'Trazabilidad',
  // The legal records (issue 17).
  destruction: 'Destrucción',
  monthClose: 'Cierre mensual',
} as const;
