import { describe, expect, it } from 'vitest';
import { dispensationLinesOf, projectDispensations } from './dispensations.ts';
import { type Dispensation, dispensationsCsv } from './queries.ts';

const lines = [
  { productId: 8, key: 'ogkush', species: 'OG Kush', grams: 10, price: 45 },
  { productId: 9, key: 'kief', species: 'Kief', grams: 5, price: 60 },
];

describe('dispensations projection', () => {
  it('Given an order delivered, Then one line per product with grams and pesos, dated on the pickup day', () => {
    expect(
      dispensationLinesOf({
        type: 'OrderDelivered',
        payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines, total: 750 },
      }),
    ).toEqual([
      {
        sourceStream: 'order-a',
        memberId: 2,
        date: '2024-09-03',
        productId: 8,
        key: 'ogkush',
        species: 'OG Kush',
        grams: 10,
        amount: 450,
      },
      {
        sourceStream: 'order-a',
        memberId: 2,
        date: '2024-09-03',
        productId: 9,
        key: 'kief',
        species: 'Kief',
        grams: 5,
        amount: 300,
      },
    ]);
  });

  it('Given a bill issued, Then one line per product, dated on the bill day, from the bill stream', () => {
    expect(
      dispensationLinesOf({
        type: 'BillIssued',
        payload: { billId: 'b', memberId: 7, date: '2024-09-10', lines, total: 750 },
      }),
    ).toEqual([
      {
        sourceStream: 'bill-b',
        memberId: 7,
        date: '2024-09-10',
        productId: 8,
        key: 'ogkush',
        species: 'OG Kush',
        grams: 10,
        amount: 450,
      },
      {
        sourceStream: 'bill-b',
        memberId: 7,
        date: '2024-09-10',
        productId: 9,
        key: 'kief',
        species: 'Kief',
        grams: 5,
        amount: 300,
      },
    ]);
  });

  it('Given orders placed or not collected and other facts, Then no dispensation', () => {
    expect(
      projectDispensations([
        {
          type: 'OrderPlaced',
          payload: {
            orderId: 'a',
            memberId: 2,
            date: '2024-09-03',
            time: '17:30',
            lines,
            total: 750,
            observations: '',
          },
        },
        { type: 'OrderNotCollected', payload: { orderId: 'a', memberId: 2, date: '2024-09-03', lines } },
        { type: 'StockAdjusted', payload: { productId: 8, grams: -5, reason: 'x' } },
      ]),
    ).toEqual([]);
  });
});

describe('dispensationsCsv', () => {
  const rows: Dispensation[] = [
    {
      memberId: 2,
      cedula: '1.234.567-2',
      name: 'Martín',
      lastName: 'Rodríguez',
      productId: 8,
      key: 'ogkush',
      species: 'OG Kush',
      grams: 10,
      amount: 450,
    },
    {
      memberId: 7,
      cedula: null,
      name: 'Ana "Anita"',
      lastName: 'Pérez; Gómez',
      productId: 9,
      key: 'kief',
      species: 'Kief',
      grams: 5,
      amount: 300,
    },
  ];

  it("writes a header and one line per member and product, ';'-separated, CRLF, quoting what needs it", () => {
    expect(dispensationsCsv('2024-09', rows)).toBe(
      'mes;socio_id;cedula;nombre;apellido;producto;especie;gramos\r\n' +
        '2024-09;2;1.234.567-2;Martín;Rodríguez;ogkush;OG Kush;10\r\n' +
        '2024-09;7;;"Ana ""Anita""";"Pérez; Gómez";kief;Kief;5\r\n',
    );
  });

  it('writes only the header for a month without dispensations', () => {
    expect(dispensationsCsv('2024-10', [])).toBe(
      'mes;socio_id;cedula;nombre;apellido;producto;especie;gramos\r\n',
    );
  });
});
