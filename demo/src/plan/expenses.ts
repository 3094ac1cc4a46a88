import { monthLabel } from '@club/domain/calendar-month';
import { addDays } from '@club/domain/club-clock';
import type { ExpenseCategory } from '@club/domain/expenses';
import { type Context, type DemoStep, monthOf, notAfterNow } from './steps.ts';

interface MonthlyExpense {
  category: ExpenseCategory;
  /** Around which day of the month. */
  day: number;
  /** Whole pesos, from and to. */
  pesos: [number, number];
  comments: readonly string[];
  /** How likely in a given month. */
  probability: number;
}

const MONTHLY_EXPENSES: readonly MonthlyExpense[] = [
  { category: 'Alquiler', day: 2, pesos: [32_000, 32_000], comments: ['Alquiler del local'], probability: 1 },
  {
    category: 'Sueldos',
    day: 3,
    pesos: [24_500, 24_500],
    comments: ['Sueldo del encargado de cultivo'],
    probability: 1,
  },
  {
    category: 'UTE',
    day: 11,
    pesos: [7_200, 11_800],
    comments: ['Factura de luz de la sala de cultivo'],
    probability: 1,
  },
  { category: 'OSE', day: 14, pesos: [1_100, 1_900], comments: ['Factura de agua'], probability: 1 },
  {
    category: 'Fertilizantes',
    day: 8,
    pesos: [2_600, 6_200],
    comments: ['Nutrientes de floración', 'Bioestimulante de raíces', 'Nutrientes de crecimiento'],
    probability: 0.7,
  },
  {
    category: 'Turba',
    day: 19,
    pesos: [1_800, 3_600],
    comments: ['Turba y perlita para trasplantes', 'Sustrato para esquejes'],
    probability: 0.45,
  },
  {
    category: 'Ferretería',
    day: 17,
    pesos: [350, 2_900],
    comments: [
      'Abrazaderas y cinta de aluminio',
      'Repuesto del extractor',
      'Tutores y malla scrog',
      'Candado nuevo para la sala',
    ],
    probability: 0.6,
  },
  {
    category: 'Varios',
    day: 24,
    pesos: [250, 1_500],
    comments: ['Artículos de limpieza', 'Bolsas herméticas y etiquetas', 'Yerba y café para la sala'],
    probability: 0.6,
  },
];

/** The club's expenses of each month, most with the photo of their receipt. */
export function expenses(context: Context): DemoStep[] {
  const { random, today, start } = context;
  const steps: DemoStep[] = [];
  for (let month = monthOf(start); month <= monthOf(today); month = monthOf(addDays(`${month}-28`, 7))) {
    for (const { category, day, pesos, comments, probability } of MONTHLY_EXPENSES) {
      const date = `${month}-${String(Math.min(28, day + random.int(-1, 2))).padStart(2, '0')}`;
      if (!random.chance(probability) || date < start || date > today) continue;
      const amount = Math.round(random.int(...pesos) / 10) * 10;
      const comment = `${random.pick(comments)}, ${monthLabel(month).toLowerCase()}`;
      const receipt = category === 'Varios' && random.chance(0.3) ? null : random.int(1, 1_000_000);
      steps.push({
        kind: 'expense',
        category,
        amount,
        comment,
        date,
        receipt,
        at: notAfterNow(context, date, '12:00'),
      });
    }
  }
  return steps;
}
