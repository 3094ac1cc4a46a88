// The grow room's side of the plan: a harvest every two weeks with its trim work, the batches
// still growing, and the weekly checklists.
import { addDays } from '@club/domain/club-clock';
import type { TaskArea, Workdone } from '@club/domain/tasks';
import {
  type Context,
  clock,
  clubInstant,
  type DemoClub,
  type DemoStep,
  GROWN,
  SOLD_OUT,
  weekdayOf,
} from './steps.ts';

const HARVEST_NOTES = [
  'Buena resina; secado de 10 días a 18 °C y 55 % de humedad.',
  'Un par de plantas con oídio en las hojas bajas, se descartaron antes de cortar.',
  'Cogollos densos y parejos. Curado en frascos.',
  'Se estiró más de lo esperado en floración; rinde algo menor.',
  'Lote muy aromático, de los mejores del año.',
  '',
];

/**
 * A harvest every two weeks, the grown products in turn (Chocolope only once, early on), each
 * with its manicure: the thick trim on the harvest day, the fine one when the buds are dry. Then
 * the next batches, still growing: no harvest date, no stock yet.
 */
export function harvests({ random, today, start }: Context, trimmers: readonly number[]): DemoStep[] {
  const steps: DemoStep[] = [];
  const rotation = [...GROWN, ...GROWN.filter((key) => key !== SOLD_OUT)];
  for (let n = 0; ; n++) {
    const harvestDate = addDays(start, 6 + 14 * n);
    const dried = addDays(harvestDate, 10);
    if (dried >= today) break;
    const plants = random.int(6, 12);
    const stock = Math.round((plants * random.int(42, 72)) / 10) * 10;
    const sketched = addDays(harvestDate, -random.int(112, 124));
    const firstTransplant = addDays(sketched, random.int(13, 17));
    steps.push({
      kind: 'harvest',
      product: rotation[n % rotation.length] as string,
      at: clubInstant(dried, '11:00'),
      draft: {
        numberOfPlants: plants,
        lampWatts: random.pick([600, 720, 1000, 1200]),
        stock,
        waste: Math.round((stock * random.int(12, 20)) / 100),
        sketchedDate: sketched,
        firstTransplantation: firstTransplant,
        secondTransplantation: random.chance(0.7) ? addDays(firstTransplant, random.int(20, 26)) : null,
        thirdTransplantation: null,
        bloomDate: addDays(harvestDate, -random.int(56, 63)),
        harvestDate,
        observations: random.pick(HARVEST_NOTES),
        finished: true,
      },
    });
    const trims = [
      { type: 'thick_harvest', date: harvestDate, people: random.chance(0.4) ? 2 : 1 },
      { type: 'thin_harvest', date: addDays(harvestDate, random.int(9, 11)), people: 1 },
    ];
    for (const { type, date, people } of trims) {
      if (date >= today) continue;
      const workers: Array<{ socio_name: string } | { nosocio_name: string }> = random
        .sample(trimmers, people)
        .map((id) => ({ socio_name: String(id) }));
      if (random.chance(0.15)) workers.push({ nosocio_name: 'Julieta Rosas' });
      for (const worker of workers) {
        const begin = random.pick([14 * 60, 14 * 60 + 30, 15 * 60]);
        const hours = { start_hour: clock(begin), end_hour: clock(begin + random.int(4, 10) * 30) };
        const draft = { harvest_type: type, ...worker, ...hours, date };
        steps.push({ kind: 'work', at: clubInstant(date, '21:00'), draft });
      }
    }
  }
  const growing = [
    {
      product: SOLD_OUT,
      weeks: 11,
      note: 'Nuevo lote desde esquejes de la madre: en floración, vuelve a la carta en unas semanas.',
    },
    { product: 'orangecookiemac', weeks: 5, note: 'Esquejes enraizados, en crecimiento.' },
  ];
  for (const { product, weeks, note } of growing) {
    const sketched = addDays(today, -weeks * 7);
    const bloom = addDays(sketched, 55);
    steps.push({
      kind: 'harvest',
      product,
      at: clubInstant(addDays(today, -1), '10:00'),
      draft: {
        numberOfPlants: random.int(8, 12),
        lampWatts: 1000,
        sketchedDate: sketched,
        firstTransplantation: addDays(sketched, 15),
        bloomDate: bloom < today ? bloom : null,
        observations: note,
        finished: false,
      },
    });
  }
  return steps;
}

/** How many tasks of each checklist are ticked, from and to. */
const TICKED: Readonly<Record<TaskArea, [number, number]>> = {
  floracion: [5, 10],
  preparto: [0, 4],
  crecimiento: [3, 8],
  antes_de_salir: [8, 10],
};

/** The grow-room checklists, sent on Mondays. */
export function checklists({ random, today, start }: Context, lists: DemoClub['checklists']): DemoStep[] {
  const steps: DemoStep[] = [];
  for (let date = start; date < today; date = addDays(date, 1)) {
    if (weekdayOf(date) !== 1) continue;
    const workdone = Object.fromEntries(
      lists.map(({ key, tasks }) => {
        const picked = new Set(random.sample(tasks, random.int(...TICKED[key])));
        return [key, tasks.filter((task) => picked.has(task))];
      }),
    ) as Workdone;
    steps.push({ kind: 'taskReport', date, workdone, at: clubInstant(date, '19:30') });
  }
  return steps;
}
