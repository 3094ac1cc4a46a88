// Copy of Inicio (spec §2: a carousel of three promos): the varieties of the month come from the
// carta, the other two promos are the club's own images.
export const inicioTexts = {
  title: 'Inicio',
  carousel: 'Novedades del club',
  varieties: 'Variedades del mes',
  loading: 'Buscando lo que hay en la carta…',
  figures: 'Sativa {sativa} · Índica {indica} · THC {thc}',
  price: '{price} el gramo',
  reserve: 'Reservá la tuya en el Catálogo',
  pickupDays: 'Días de retiro: martes y jueves de 17:00 a 19:45, viernes de 12:00 a 13:45.',
  quality: 'Calidad y buen sabor: cultivo propio, manicurado a mano y curado con paciencia.',
} as const;
