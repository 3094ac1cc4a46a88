import { describe, expect, it } from 'vitest';
import { printedSection } from './ircca-pdf.ts';

// The printed report is for an inspector: Spanish headings instead of the CSV's column names,
// product names without their keys, dates as dd/mm/yyyy, and each section's totals.

describe('a section of the printed report', () => {
  it('reads in Spanish, without keys, with dates as dd/mm/yyyy and the grams totalled', () => {
    const printed = printedSection({
      id: 'entregas',
      title: 'Entregas a socios',
      columns: ['mes', 'socio_id', 'cedula', 'nombre', 'apellido', 'producto', 'especie', 'gramos'],
      rows: [
        ['2026-10', 3, '1.234.567-2', 'Ana', 'Pérez', 'ogkush', 'OG Kush', 10],
        ['2026-10', 4, '2.345.678-1', 'Luis', 'Gómez', 'kief', 'Kief', 15],
      ],
      empty: 'Sin entregas en el mes',
    });
    expect(printed.columns).toEqual(['Socio n.º', 'Cédula', 'Nombre', 'Apellido', 'Variedad', 'Gramos']);
    expect(printed.rows[0]).toEqual(['3', '1.234.567-2', 'Ana', 'Pérez', 'OG Kush', '10']);
    expect(printed.totalRow).toEqual(['Total', '', '', '', '', '25']);
  });

  it('prints dates as dd/mm/yyyy, and no total where nothing adds up', () => {
    const printed = printedSection({
      id: 'tratamientos',
      title: 'Tratamientos',
      columns: ['fecha', 'producto', 'dosis'],
      rows: [['2026-10-07', 'Aceite de neem', '5 ml/L']],
      empty: 'Sin tratamientos en el mes',
    });
    expect(printed.columns).toEqual(['Fecha', 'Producto', 'Dosis']);
    expect(printed.rows).toEqual([['07/10/2026', 'Aceite de neem', '5 ml/L']]);
    expect(printed.totalRow).toBeNull();
  });
});
