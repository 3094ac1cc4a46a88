import { useQuery } from '@apollo/client/react';
import { formatPesos } from '@club/domain/pesos';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { actorLabel, formatGramsChange } from '../history/history-format.ts';
import { STOCK_HISTORY_QUERY, type StockHistoryEntry } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';
import '../history/history.css';

const yesNo = (value: boolean) => (value ? stockTexts.yes : stockTexts.no);

/** What changed, in words: 'Precio $ 45 → $ 52', '−15 g: Merma', '+300 g'. */
function describe(entry: StockHistoryEntry): string {
  const parts: string[] = [];
  if (entry.priceBefore !== null)
    parts.push(`${stockTexts.price} ${formatPesos(entry.priceBefore)} → ${formatPesos(entry.priceAfter)}`);
  if (entry.availableBefore !== null) {
    parts.push(`${stockTexts.available} ${yesNo(entry.availableBefore)} → ${yesNo(entry.availableAfter)}`);
  }
  if (entry.gramsChange !== 0) parts.push(formatGramsChange(entry.gramsChange));
  if (entry.reason) parts.push(`“${entry.reason}”`);
  if (parts.length === 0 && (entry.type === 'ProductListed' || entry.type === 'ProductAdded'))
    parts.push(formatPesos(entry.priceAfter));
  return parts.join(' · ');
}

/** A product's history from the event log, newest first; loaded when first shown. */
export function StockHistory({ productId }: { productId: number }) {
  const { data, loading, error } = useQuery(STOCK_HISTORY_QUERY, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <p className="or-history__status">{stockTexts.historyLoading}</p>;
  if (error && !data)
    return <p className="or-history__status or-history__status--error">{stockTexts.historyError}</p>;
  const entries = data?.stockHistory ?? [];
  if (entries.length === 0) return <p className="or-history__status">{stockTexts.historyEmpty}</p>;
  return (
    <ol className="or-history">
      {entries.map((entry) => (
        <li key={entry.position} className="or-history__entry">
          <span className="or-history__what">
            <strong>{stockTexts.events[entry.type] ?? entry.type}</strong> {describe(entry)}
          </span>
          <span className="or-history__who">
            {actorLabel(entry)} · <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>{' '}
            · {entry.gramsAfter} g
          </span>
        </li>
      ))}
    </ol>
  );
}
