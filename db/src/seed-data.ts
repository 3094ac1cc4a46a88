import { cedulaCheckDigit, formatCedula } from '@club/domain/cedula';
import type { NewProduct } from '@club/domain/product-schema';
// Demo catalogue and members for an empty database: the tests' fixture (db/src/seed.ts) and
// `npm start`'s six months of a club (gateway/src/demo), which adds the members below.

export interface SeedProduct extends NewProduct {
  key: string;
  grams: number;
}

export const seedProducts: SeedProduct[] = [
  {
    key: 'applecookies',
    species: 'Apple Cookies',
    sativa: 40,
    indica: 60,
    thc: 21,
    cbd: 0.5,
    genetics: 'Apple Fritter × Girl Scout Cookies',
    smell: 'Manzana verde y masa dulce',
    flavor: 'Galleta de manteca con final ácido de manzana',
    description:
      'Híbrida de predominancia índica, de cogollos densos y muy resinosos. Relaja el cuerpo sin apagar la cabeza: ideal para la tarde, una charla larga o una película.',
    price: 45,
    grams: 620,
    available: true,
  },
  {
    key: 'despink',
    species: 'Despink',
    sativa: 30,
    indica: 70,
    thc: 19,
    cbd: 1,
    genetics: 'Pink Kush × Despertar (selección del club)',
    smell: 'Floral, con notas de frutos rojos',
    flavor: 'Dulce y terroso, con un toque de vainilla',
    description:
      'Selección propia del club, cultivada desde esqueje en nuestra sala. Efecto calmo y sostenido, buena compañera para bajar la ansiedad y conciliar el sueño.',
    price: 40,
    grams: 480,
    available: true,
  },
  {
    key: 'superlemonhaze',
    species: 'Super Lemon Haze',
    sativa: 80,
    indica: 20,
    thc: 22,
    cbd: 0.3,
    genetics: 'Lemon Skunk × Super Silver Haze',
    smell: 'Limón recién cortado y pino',
    flavor: 'Cítrico intenso, ácido y refrescante',
    description:
      'Sativa clásica, enérgica y creativa. Levanta el ánimo y despeja la mente; conviene de día, para caminar, cocinar o ponerse a hacer música.',
    price: 50,
    grams: 540,
    available: true,
  },
  {
    key: 'chocolope',
    species: 'Chocolope',
    sativa: 90,
    indica: 10,
    thc: 20,
    cbd: 0.2,
    genetics: 'Chocolate Thai × Cannalope Haze',
    smell: 'Cacao, café y un fondo dulce',
    flavor: 'Chocolate amargo con notas de café tostado',
    description:
      'Casi sativa pura, de efecto alegre y muy mental. Perfecta para arrancar la mañana del fin de semana o para una tarde de lectura.',
    price: 48,
    grams: 35,
    available: true,
  },
  {
    key: 'strawberryamnesia',
    species: 'Strawberry Amnesia',
    sativa: 70,
    indica: 30,
    thc: 21,
    cbd: 0.4,
    genetics: 'Strawberry Haze × Amnesia Haze',
    smell: 'Frutilla madura y especias',
    flavor: 'Frutilla dulce con final picante',
    description:
      'Sativa frutal de efecto eufórico y sociable. Sus flores largas y perfumadas son de las más pedidas en verano.',
    price: 47,
    grams: 390,
    available: true,
  },
  {
    key: 'suguz',
    species: 'Suguz',
    sativa: 35,
    indica: 65,
    thc: 18,
    cbd: 1.2,
    genetics: 'Sugar Black Rose × OG Kush',
    smell: 'Caramelo y tierra húmeda',
    flavor: 'Dulce, con un fondo de madera y regaliz',
    description:
      'Índica amable, de THC moderado y algo de CBD. Relajante y corporal, recomendada para socios que buscan descanso sin sentirse pesados.',
    price: 42,
    grams: 300,
    available: true,
  },
  {
    key: 'orangecookiemac',
    species: 'Orange Cookie Mac',
    sativa: 50,
    indica: 50,
    thc: 23,
    cbd: 0.3,
    genetics: 'Orange Cookies × MAC (Miracle Alien Cookies)',
    smell: 'Naranja dulce y crema',
    flavor: 'Cítrico cremoso, como un postre de naranja',
    description:
      'Híbrida equilibrada y potente, de cogollos escarchados. Efecto completo: empieza alegre y termina relajado. Para socios con experiencia.',
    price: 55,
    grams: 260,
    available: true,
  },
  {
    key: 'ogkush',
    species: 'OG Kush',
    sativa: 25,
    indica: 75,
    thc: 20,
    cbd: 0.3,
    genetics: 'Chemdawg × Hindu Kush',
    smell: 'Combustible, pino y limón',
    flavor: 'Terroso y especiado, con final cítrico',
    description:
      'La legendaria de la costa oeste, ya clásica en el club. Relajación profunda y buen humor; ideal para la noche.',
    price: 45,
    grams: 700,
    available: true,
  },
  {
    key: 'kief',
    species: 'Kief',
    sativa: 50,
    indica: 50,
    thc: 35,
    cbd: 1,
    genetics: 'Tricomas tamizados de las cosechas del club (mezcla)',
    smell: 'Resina, especias y hierba seca',
    flavor: 'Intenso y resinoso',
    description:
      'Polen de tricomas tamizado en seco a partir de los recortes de manicura de nuestras cosechas. Muy potente: poca cantidad alcanza. Se agrega sobre la flor.',
    price: 60,
    grams: 30,
    available: true,
  },
];

export interface SeedIdentity {
  /** Formatted '4.123.456-7', with a right check digit. */
  cedula: string;
  /** YYYY-MM-DD: every demo member is an adult. */
  birthDate: string;
  residency: 'ciudadania' | 'residencia';
  /** A Uruguayan mobile, '09X XXX XXX'. */
  phone: string;
  irccaRegisteredOn: string;
}

export interface SeedMember {
  id: number;
  name: string;
  lastName: string;
  mail: string;
  role: 'member' | 'admin';
  trimmer: boolean;
  /** Made up, valid: a cédula whose check digit is right, a birth date of an adult. */
  identity: SeedIdentity;
  /** Only the demo accounts have a known password; the others get a random one. */
  password?: string;
}

export const demoAccounts = {
  member: { mail: 'socio@club.uy', password: 'socio1234' },
  admin: { mail: 'admin@club.uy', password: 'admin1234' },
} as const;

/**
 * Accounts of the hosted auth + storage stand-in: the demo admin's, whose folder holds the demo's
 * receipts. No password: a club member's account is signed in only by the club (the club session,
 * or the club's own password at /admin/supabase).
 */
export const hostedDemoUsers: { mail: string }[] = [{ mail: demoAccounts.admin.mail }];

/**
 * A made-up identity for member `id`, the same on every run: a cédula number in the millions with
 * its right check digit, born between 1962 and 2001 (18 or older on any day the demo runs), a
 * legal resident one time in seven, a mobile 09X XXX XXX.
 */
export function identityOf(id: number): SeedIdentity {
  const number = String(3_100_000 + ((id * 104_729) % 2_800_000));
  const check = cedulaCheckDigit(number) ?? 0;
  const two = (n: number) => String(n).padStart(2, '0');
  const three = (n: number) => String(n).padStart(3, '0');
  return {
    cedula: formatCedula(`${number}${check}`),
    birthDate: `${1962 + ((id * 13) % 40)}-${two(1 + (id % 12))}-${two(1 + ((id * 7) % 28))}`,
    residency: id % 7 === 3 ? 'residencia' : 'ciudadania',
    phone: `09${1 + (id % 9)} ${three((id * 37) % 1000)} ${three((id * 211 + 17) % 1000)}`,
    irccaRegisteredOn: `2023-${two(1 + (id % 12))}-${two(1 + (id % 27))}`,
  };
}

export const seedMembers: SeedMember[] = [
  {
    id: 1,
    identity: identityOf(1),
    name: 'Lucía',
    lastName: 'Pereira',
    mail: demoAccounts.admin.mail,
    role: 'admin',
    trimmer: false,
    password: demoAccounts.admin.password,
  },
  {
    id: 2,
    identity: identityOf(2),
    name: 'Martín',
    lastName: 'Rodríguez',
    mail: demoAccounts.member.mail,
    role: 'member',
    trimmer: false,
    password: demoAccounts.member.password,
  },
  {
    id: 3,
    identity: identityOf(3),
    name: 'Sofía',
    lastName: 'Martínez',
    mail: 'sofia.martinez@club.uy',
    role: 'member',
    trimmer: false,
  },
  {
    id: 4,
    identity: identityOf(4),
    name: 'Joaquín',
    lastName: 'López',
    mail: 'joaquin.lopez@club.uy',
    role: 'member',
    trimmer: false,
  },
  {
    id: 5,
    identity: identityOf(5),
    name: 'Camila',
    lastName: 'González',
    mail: 'camila.gonzalez@club.uy',
    role: 'member',
    trimmer: false,
  },
  {
    id: 6,
    identity: identityOf(6),
    name: 'Federico',
    lastName: 'Sosa',
    mail: 'federico.sosa@club.uy',
    role: 'member',
    trimmer: false,
  },
  {
    id: 7,
    identity: identityOf(7),
    name: 'Florencia',
    lastName: 'Díaz',
    mail: 'florencia.diaz@club.uy',
    role: 'member',
    trimmer: false,
  },
  {
    id: 26,
    identity: identityOf(26),
    name: 'Ana',
    lastName: 'Fernández',
    mail: 'ana.fernandez@club.uy',
    role: 'member',
    trimmer: true,
  },
  {
    id: 41,
    identity: identityOf(41),
    name: 'Diego',
    lastName: 'Silva',
    mail: 'diego.silva@club.uy',
    role: 'member',
    trimmer: true,
  },
  {
    id: 132,
    identity: identityOf(132),
    name: 'Valentina',
    lastName: 'Gómez',
    mail: 'valentina.gomez@club.uy',
    role: 'member',
    trimmer: true,
  },
];

const memberOf = (id: number, name: string, lastName: string): SeedMember => ({
  id,
  identity: identityOf(id),
  name,
  lastName,
  mail: `${plainMail(name)}.${plainMail(lastName)}@club.uy`,
  role: 'member',
  trimmer: false,
});

function plainMail(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The rest of the demo club (`npm start`): with seedMembers, about thirty members. Numbers with
 * gaps, as a club that has had members leave over the years.
 */
export const demoClubMembers: SeedMember[] = [
  memberOf(9, 'Matías', 'Acosta'),
  memberOf(12, 'Lucas', 'Ferreira'),
  memberOf(15, 'Agustina', 'Núñez'),
  memberOf(18, 'Santiago', 'Cabrera'),
  memberOf(21, 'Micaela', 'Suárez'),
  memberOf(23, 'Nicolás', 'Olivera'),
  memberOf(29, 'Paula', 'Castro'),
  memberOf(33, 'Gonzalo', 'Méndez'),
  memberOf(37, 'Victoria', 'Ramos'),
  memberOf(44, 'Emiliano', 'Vázquez'),
  memberOf(52, 'Jimena', 'Sánchez'),
  memberOf(58, 'Bruno', 'Pereyra'),
  memberOf(63, 'Rocío', 'Torres'),
  memberOf(71, 'Facundo', 'Álvarez'),
  memberOf(77, 'Lorena', 'Silveira'),
  memberOf(85, 'Maximiliano', 'Rivero'),
  memberOf(94, 'Natalia', 'Benítez'),
  memberOf(103, 'Andrés', 'Morales'),
  memberOf(110, 'Carla', 'Giménez'),
  memberOf(118, 'Ignacio', 'Martínez'),
  memberOf(125, 'Sabrina', 'Costa'),
];
