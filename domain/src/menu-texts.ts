// Labels of the menu entries the remotes declare with their routes (decision 023). Apart from
// `texts` so that a remote's route list, which every first view loads, ships these words only.

/** The storefront's entries of the header menu (the shell adds 'Administrar'). */
export const headerMenuTexts = {
  home: 'Inicio',
  carta: 'Catálogo',
  myOrders: 'Mis pedidos',
  myData: 'Mis datos',
  myCard: 'Mi carnet',
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
  // The counter: the member's card scanned, the document checked, the order handed over.
  counter: 'Mostrador',
  // Beyond the spec's five (issue 7).
  socios: 'Socios',
  // Applications to join, invitation links and the waitlist.
  applications: 'Solicitudes',
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
  // Keys for reporting clients (decision 055).
  reportingKeys: 'Claves para informes',
} as const;

/** The brand every document title ends with. */
export const brandTitle = 'Club de socios';

/**
 * Each screen's name in its document title ('Catálogo · Club de socios'), declared with its route
 * beside the menu entries. A screen with a tile or a header entry takes that label.
 */
export const screenTitles = {
  // The shell's own screens.
  login: 'Iniciar sesión',
  changePassword: 'Cambiar contraseña',
  twoFactor: 'Verificación en dos pasos',
  ping: 'Ping',
  prueba: 'Prueba del indicador de carga',
  application: 'Solicitud de ingreso',
  setup: 'Poner el club en marcha',
  inspection: 'Inspección',
  notFound: 'Página no encontrada',
  // mf-storefront.
  product: 'Producto',
  cart: 'Carrito',
  confirmation: 'Pedido confirmado',
  // mf-orders.
  socio: 'Socio',
  // mf-harvest.
  harvests: 'Ver Cosecha',
  harvestForm: 'Agregar Cosecha',
  workDone: 'Trabajo hecho',
  batch: 'Lote',
  // mf-finance.
  expense: 'Cargar gasto',
  showExpenses: 'Ver Gastos',
  bills: 'Agregar Recibos',
  hostedFiles: 'Servicio de archivos',
} as const;
