import type { TestGateway } from '../../test-support/test-gateway.ts';

// What the harvest tests share: the spec's harvest form object and reads of what a save left.

export async function productId(gw: TestGateway, key: string): Promise<number> {
  const { rows } = await gw.db.query<{ id: number }>('select id from products where key = $1', [key]);
  return Number(rows[0]?.id);
}

export async function counts(gw: TestGateway) {
  const { rows } = await gw.db.query<{ harvests: number; events: number }>(
    'select (select count(*) from harvests) as harvests, (select count(*) from events) as events',
  );
  return { harvests: Number(rows[0]?.harvests), events: Number(rows[0]?.events) };
}

/** The spec's harvest form object, with example figures. */
export function form(product: number, change: Record<string, unknown> = {}) {
  return {
    newHarvest: true,
    product_id: product,
    number_of_plants: 12,
    waste: 300,
    stock: 1800,
    lamp_watts: 1200,
    sketched_date: '2025-01-10',
    first_transplantation: '2025-01-25',
    second_transplantation: '2025-02-10',
    third_transplantation: '',
    bloom_date: '2025-03-01',
    harvest_date: '2025-05-05',
    observations: 'Buen color, algo de oídio en la semana 6',
    finished: true,
    ...change,
  };
}
