import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WorkEntry {
  id: number;
  type: 'thick' | 'thin';
  noSocio: number | null;
  socioName: string;
  date: string;
  startHour: string;
  endHour: string;
  hours: number;
}

export interface PersonHours {
  noSocio: number | null;
  socioName: string;
  thick: number;
  thin: number;
  total: number;
}

export const WORK_DATES_QUERY: TypedDocumentNode<{ workDates: string[] }, Record<string, never>> = gql`
  query WorkDates {
    workDates
  }
`;

export const WORK_DAY_QUERY: TypedDocumentNode<{ workDone: WorkEntry[] }, { date: string }> = gql`
  query WorkDay($date: String!) {
    workDone(date: $date) {
      id
      type
      noSocio
      socioName
      date
      startHour
      endHour
      hours
    }
  }
`;

export const WORK_MONTH_QUERY: TypedDocumentNode<{ workMonthTotals: PersonHours[] }, { month: string }> = gql`
  query WorkMonthTotals($month: String!) {
    workMonthTotals(month: $month) {
      noSocio
      socioName
      thick
      thin
      total
    }
  }
`;

export const DELETE_WORK_MUTATION: TypedDocumentNode<
  { deleteWork: { ok: boolean; error: string | null; id: number | null } },
  { id: number }
> = gql`
  mutation DeleteWork($id: Int!) {
    deleteWork(id: $id) {
      ok
      error
      id
    }
  }
`;
