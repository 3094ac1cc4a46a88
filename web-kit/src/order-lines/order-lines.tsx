import { formatGrams } from '../format/grams-format.ts';

/** The products of one order with their grams: the member's Mis pedidos and the admin's order card. */
export function OrderLines({
  lines,
  className,
}: {
  lines: readonly { key: string; species: string; grams: number }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.key}>
          <span>{line.species}</span> <strong>{formatGrams(line.grams)}</strong>
        </li>
      ))}
    </ul>
  );
}
