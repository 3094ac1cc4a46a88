import { graphql } from '@club/web-kit/graphql/gql';
import type { MonthClosesQuery } from '@club/web-kit/graphql/graphql';

// /admin/cierre's GraphQL (gateway/src/month-close/graphql.ts).

export type MonthClose = MonthClosesQuery['monthCloses']['months'][number];
export const MONTH_CLOSES_QUERY = graphql(`
  query MonthCloses {
    monthCloses {
      currentMonth nextToClose technicalLead
      months {
        month closed closable hash events pendingOrders signedBy closedAt
        lines { productId species opening received adjusted dispensed destroyed pending closing ledger difference reason }
      }
    }
  }
`);

export const CLOSE_MONTH_MUTATION = graphql(`
  mutation CloseMonth($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error hash } }
`);

export const MONTH_REPORT_CSV_QUERY = graphql(`
  query MonthReportCsv($month: String!) { monthReportCsv(month: $month) }
`);
export const MONTH_REPORT_PDF_QUERY = graphql(`
  query MonthReportPdf($month: String!) { monthReportPdf(month: $month) }
`);
