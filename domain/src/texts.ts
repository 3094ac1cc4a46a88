// Spanish copy of the product, word for word from the spec, with the corrections the
// foundation issue lists (README "Textos en español"). One place, used by gateway and web.

export const texts = {
  login: {
    title: 'INICIO DE SESIÓN',
    mailPlaceholder: 'Correo electrónico',
    passwordPlaceholder: 'Contraseña',
    submit: 'ACCEDER',
    invalidMail: 'Mail incorrecto',
    invalidMailOrPassword: 'Mail o contraseña incorrectos',
    tooManyAttempts: 'Demasiados intentos, esperá un minuto y probá de nuevo',
  },
  logout: {
    question: '¿Querés cerrar sesión?',
    confirm: 'CERRAR SESIÓN',
    cancel: 'Cancelar',
  },
  changePassword: {
    title: 'CAMBIAR CONTRASEÑA',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repetir contraseña',
    accept: 'Aceptar',
    cancel: 'Cancelar',
    wrongOldPassword: 'La contraseña actual no es correcta',
    mismatch: 'Las contraseñas nuevas no coinciden',
    tooShort: 'La nueva contraseña debe tener al menos 8 caracteres',
    sameAsOld: 'La nueva contraseña debe ser distinta de la actual',
  },
  auth: {
    unauthenticated: 'Tenés que iniciar sesión',
    forbidden: 'No tenés permiso para hacer esto',
    adminUnauthorized: 'Error 401: UnAuthorized',
  },
  footer: {
    tagline: 'Calidad y buen sabor',
    contact: 'Contacto',
  },
  menu: {
    home: 'Inicio',
    carta: 'Catálogo',
    about: 'Nosotros',
    news: 'Noticias',
    admin: 'Administrar',
    changePassword: 'Cambiar contraseña',
  },
  header: {
    menu: 'Menú',
    // Icon labels chosen not to contain other visible labels ('CERRAR SESIÓN', 'Inicio', 'VOLVER AL
    // INICIO'), so a search by accessible name finds one element.
    back: 'Atrás',
    cart: 'Carrito',
    logout: 'Salir',
    home: 'Página principal',
  },
  brand: {
    title: 'Club de socios',
    logoAlt: 'Logo del club',
  },
  startup: {
    configFailed: 'No pudimos iniciar la aplicación. Probá recargar la página en unos minutos.',
  },
  adminHome: {
    todos: 'Checklist de Tareas',
    orders: 'Ordenes',
    harvest: 'Cosecha',
    expenses: 'Gastos',
    stock: 'Administrar Stock',
  },
  ping: 'Pong',
  notFound: '404',
  loading: 'Cargando...',
  remoteFailed: {
    message: 'No pudimos cargar esta sección.',
    retry: 'Reintentar',
  },
  // Order submission (spec §5, §8, corrected as the foundation issue lists). `{N}`, `{species}`
  // and `{total}` are filled in by domain/src/cart-rules.ts (`fillText`).
  order: {
    overOrderLimit: 'La cantidad máxima por socio son 40g',
    emptyCart: 'El carrito está vacío',
    missingDayOrTime: 'Se debe elegir día y hora de la entrega',
    gramsLeftMonth: 'solo te quedan {N}g este mes',
    gramsLeftYear: 'solo te quedan {N}g este año',
    remainingMonth: 'Te quedan {N} g este mes',
    serverProblem: 'Hubo un problema con los servidores',
    invalidOrder: 'Los datos del pedido no son válidos',
    invalidSlot: 'El día y la hora elegidos ya no están disponibles, elegí otro horario',
    invalidGrams: 'Las cantidades van de a 5 g',
    repeatedProduct: 'Cada producto puede aparecer una sola vez en el pedido',
    observationsTooLong: 'Los comentarios pueden tener hasta 250 caracteres',
    unknownProduct: 'El producto {species} no existe',
    unavailableProduct: '{species} no está disponible',
    outOfStock: '{species} está sin stock',
    notEnoughStock: 'Solo quedan {N} g de {species}',
    totalMismatch: 'El total cambió: con los precios de hoy es $ {total}. Revisá el carrito',
    productNotFound: 'No encontramos ese producto',
    invalidDate: 'La fecha no es válida',
  },
  generic: {
    badRequest: 'La solicitud no es válida',
    serverError: 'Hubo un problema con los servidores',
    bodyTooLarge: 'La solicitud es demasiado grande',
    notFound: 'No encontrado',
  },
} as const;
