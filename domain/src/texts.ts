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
  generic: {
    badRequest: 'La solicitud no es válida',
    serverError: 'Hubo un problema con los servidores',
    bodyTooLarge: 'La solicitud es demasiado grande',
    notFound: 'No encontrado',
  },
} as const;
