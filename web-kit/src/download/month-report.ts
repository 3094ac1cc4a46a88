import type { ApolloClient } from '@apollo/client';
import { MonthReportCsvDocument, MonthReportPdfDocument } from '@club/web-kit/graphql/graphql';
import { base64Bytes, saveFile } from './save-file.ts';

/**
 * Saves a closed month's IRCCA report as the gateway kept it when the month closed, as CSV or PDF
 * (/admin/cierre, and the inspector's page). Throws when the gateway sends none (an open month).
 */
export async function saveMonthReport(
  client: ApolloClient,
  month: string,
  kind: 'csv' | 'pdf',
): Promise<void> {
  const name = `informe-ircca-${month}.${kind}`;
  if (kind === 'csv') {
    const { data } = await client.query({
      query: MonthReportCsvDocument,
      variables: { month },
      fetchPolicy: 'network-only',
    });
    if (!data?.monthReportCsv) throw new Error('no CSV in the answer');
    // The BOM makes spreadsheets read the accents as UTF-8.
    saveFile(name, ['\uFEFF', data.monthReportCsv], 'text/csv;charset=utf-8');
    return;
  }
  const { data } = await client.query({
    query: MonthReportPdfDocument,
    variables: { month },
    fetchPolicy: 'network-only',
  });
  if (!data?.monthReportPdf) throw new Error('no PDF in the answer');
  saveFile(name, [base64Bytes(data.monthReportPdf)], 'application/pdf');
}
