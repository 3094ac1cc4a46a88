// Our texts around the hosted auth card. The card's own labels stay the library's English
// defaults, which are the spec's (§8); only the empty magic-link message, which the spec leaves
// unworded and the library leaves blank, is ours, in the card's language.
export const supabaseAuthTexts = {
  title: 'Servicio de archivos',
  intro: 'Para cargar gastos con su factura y ver los recibos, iniciá sesión en el servicio de archivos.',
  // With the built-in stand-in the expense screens sign in with the club session (decision 021).
  introBuiltIn:
    'Gastos y Ver Gastos entran solos con tu sesión del club; acá podés entrar con otra cuenta del servicio de archivos.',
  signedInAs: 'Sesión iniciada como',
  toExpense: 'Ir a Gastos',
  toShowExpenses: 'Ver Gastos',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando...',
  haveCode: 'Tengo un código de un solo uso',
  backToSignIn: 'Volver a iniciar sesión',
  emptyMagicLinkEmail: 'Please enter your email address',
} as const;
