// Content of Nosotros (spec §2: the club's history text and logo). Edit the text here.
export const clubHistory = {
  title: 'Nosotros',
  logoAlt: 'Logo del club',
  lead: 'Somos un club de membresía de Montevideo: un grupo de socios que cultiva en conjunto, con reglas claras y sin apuro.',
  paragraphs: [
    'Todo empezó en 2014, en el fondo de una casa del Cordón. Éramos cinco amigos que cultivaban en sus balcones y se pasaban esquejes, abonos y errores. Cuando la Ley 19.172 abrió la puerta a los clubes de membresía, decidimos hacer las cosas bien: escribimos los estatutos alrededor de una mesa de cocina, juntamos a los primeros quince socios y presentamos los papeles ante el IRCCA.',
    'En 2015 llegó el registro y armamos la primera sala de cultivo en un galpón de La Blanqueada: dos carpas, ventiladores de segunda mano y mucho entusiasmo. Aquella primera cosecha fue chica y algo desprolija, pero nos enseñó lo más importante: la calidad sale de la paciencia, de anotar todo y del trabajo compartido.',
    'Con los años crecimos hasta los 45 socios que permite la ley. Hoy cultivamos nuestras variedades desde esqueje, en sala propia, con riego medido y luz controlada; cosechamos a mano, manicuramos entre todos y curamos cada lote el tiempo que necesita. Cada socio retira lo suyo, hasta 40 gramos por mes, los martes, jueves y viernes, en el horario que elige.',
    'Somos una asociación civil sin fines de lucro: lo que aporta cada socio vuelve al cultivo, a la sala y a las personas que la cuidan. Creemos en el consumo informado y responsable, en saber qué se consume y en la confianza de conocer a quien lo cultivó.',
  ],
  milestones: [
    { year: '2014', text: 'Cinco amigos, un fondo en el Cordón y los primeros esquejes compartidos.' },
    { year: '2015', text: 'Registro ante el IRCCA y primera sala de cultivo en La Blanqueada.' },
    { year: '2019', text: 'Llegamos a los 45 socios y presentamos Despink, nuestra selección propia.' },
    { year: 'Hoy', text: 'Nueve variedades, cosecha a mano y retiros tres días por semana.' },
  ],
  motto: 'Calidad y buen sabor: ese fue siempre el lema del club, y lo sigue siendo.',
} as const;
