import { addDays } from '@club/domain/club-clock';
import { type Context, clubInstant, type DemoStep, type DemoTreatment, SOLD_OUT } from './steps.ts';

/** The two mothers the demo's batches are cut from: one per genetics the registry follows. */
const MOTHERS = [
  {
    product: 'ogkush',
    name: 'Madre OG Kush #1',
    origin: 'Semilla feminizada de banco (Barcelona), germinada en el club',
  },
  {
    product: SOLD_OUT,
    name: 'Madre Chocolope #1',
    origin: 'Esqueje de la madre del Club Cannábico del Este',
  },
] as const;

const TREATMENTS: readonly DemoTreatment[] = [
  {
    product: 'Aceite de neem',
    activeIngredient: 'Azadiractina 1 %',
    dose: '5 ml/L',
    method: 'Pulverizador manual',
    appliedBy: 'Diego Silva',
  },
  {
    product: 'Bacillus thuringiensis',
    activeIngredient: 'B. thuringiensis var. kurstaki',
    dose: '1 g/L',
    method: 'Mochila pulverizadora',
    appliedBy: 'Diego Silva',
  },
  {
    product: 'Jabón potásico',
    activeIngredient: 'Sales potásicas de ácidos grasos',
    dose: '10 ml/L',
    method: 'Pulverizador manual',
    appliedBy: 'Lucía Pereira',
  },
  {
    product: 'Trichoderma',
    activeIngredient: 'Trichoderma harzianum',
    dose: '2 g/L',
    method: 'Riego',
    appliedBy: 'Lucía Pereira',
  },
];

const LOSSES = [
  'Esquejes que no enraizaron',
  'Oídio en hojas bajas',
  'Planta macho detectada',
  'Tallo quebrado al trasplantar',
];

/**
 * The plant registry of the season: two mothers, a batch of cuttings for every harvest of their
 * genetics (so those harvests come from a batch, as the law asks), each through its stages with
 * a loss now and then and its treatments; one batch lost to a pest. Harvests of other genetics
 * stay without a batch, as harvests recorded before the registry did. Each step's clock is its
 * own day, so the stages happen in order before the harvest is recorded.
 */
export function plantRegistry({ random, today, start }: Context, harvestSteps: DemoStep[]): DemoStep[] {
  const steps: DemoStep[] = [];
  const at = (date: string, time: string) => clubInstant(date, time);
  const registeredOn = addDays(start, -150);
  const motherRef = new Map<string, number>();
  MOTHERS.forEach((mother, index) => {
    motherRef.set(mother.product, index + 1);
    steps.push({
      kind: 'mother',
      ref: index + 1,
      ...mother,
      registeredOn,
      at: at(registeredOn, `1${index}:00`),
    });
  });
  let batches = 0;
  for (const step of harvestSteps) {
    const mother = step.kind === 'harvest' ? motherRef.get(step.product) : undefined;
    if (step.kind !== 'harvest' || mother === undefined) {
      steps.push(step);
      continue;
    }
    const ref = ++batches;
    const draft = step.draft;
    const startedOn = String(draft.sketchedDate);
    const vegetative = String(draft.firstTransplantation ?? addDays(startedOn, 14));
    const lost = random.chance(0.5) ? random.int(1, 2) : 0;
    const plants = Number(draft.numberOfPlants) + lost;
    steps.push({
      kind: 'batch',
      ref,
      motherRef: mother,
      plants,
      startedOn,
      notes: '',
      at: at(startedOn, '18:00'),
    });
    steps.push({
      kind: 'stage',
      batchRef: ref,
      stage: 'vegetativo',
      on: vegetative,
      reason: '',
      at: at(vegetative, '18:00'),
    });
    if (lost > 0) {
      const on = addDays(vegetative, random.int(3, 10));
      steps.push({
        kind: 'loss',
        batchRef: ref,
        plants: lost,
        reason: random.pick(LOSSES),
        on,
        at: at(on, '18:10'),
      });
    }
    const bloom = draft.bloomDate ? String(draft.bloomDate) : null;
    if (bloom !== null) {
      steps.push({
        kind: 'stage',
        batchRef: ref,
        stage: 'floracion',
        on: bloom,
        reason: '',
        at: at(bloom, '18:20'),
      });
    }
    const end = draft.harvestDate ? String(draft.harvestDate) : addDays(today, -1);
    for (let n = random.int(1, 2); n > 0; n--) {
      const on = addDays(vegetative, random.int(12, 40));
      if (on >= end || on >= today) continue;
      steps.push({
        kind: 'treatment',
        batchRefs: [ref],
        on,
        treatment: random.pick(TREATMENTS),
        at: at(on, '19:00'),
      });
    }
    steps.push({ ...step, batchRef: ref });
  }
  // A batch lost to spider mites in vegetative: discarded whole, with its reason.
  const cut = addDays(today, -70);
  const lostRef = ++batches;
  steps.push(
    {
      kind: 'batch',
      ref: lostRef,
      motherRef: 1,
      plants: 8,
      startedOn: cut,
      notes: 'Prueba de sustrato nuevo',
      at: at(cut, '18:00'),
    },
    {
      kind: 'stage',
      batchRef: lostRef,
      stage: 'vegetativo',
      on: addDays(cut, 14),
      reason: '',
      at: at(addDays(cut, 14), '18:00'),
    },
    {
      kind: 'stage',
      batchRef: lostRef,
      stage: 'descartado',
      on: addDays(cut, 30),
      reason: 'Ácaros (araña roja) en todo el lote: se destruyó para no contagiar la sala',
      at: at(addDays(cut, 30), '18:00'),
    },
  );
  // Cuttings just taken from the OG Kush mother, still rooting.
  const fresh = addDays(today, -9);
  steps.push({
    kind: 'batch',
    ref: ++batches,
    motherRef: 1,
    plants: 12,
    startedOn: fresh,
    notes: '',
    at: at(fresh, '18:00'),
  });
  return steps;
}
