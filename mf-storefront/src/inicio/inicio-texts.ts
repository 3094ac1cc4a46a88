// Copy of Inicio (spec §2: a carousel of promos): the varieties come from the carta, the other two
// promos are the club's own images.
export const inicioTexts = {
  title: 'Inicio',
  carousel: 'Novedades del club',
  eyebrow: 'Variedad del mes',
  loading: 'Variedades del mes',
  loadingText: 'Buscando lo que hay en la carta…',
  figures: 'Sativa {sativa} · Índica {indica} · THC {thc}',
  price: '{price} el gramo',
  reserve: 'Reservá la tuya',
  reserveLabel: 'Reservá la tuya: {species}',
  pickupDays: 'Días de retiro: martes y jueves de 17:00 a 19:45, viernes de 12:00 a 13:45.',
  quality: 'Calidad y buen sabor: cultivo propio, manicurado a mano y curado con paciencia.',
} as const;
