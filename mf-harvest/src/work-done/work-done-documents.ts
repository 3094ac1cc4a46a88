import { graphql } from '@club/web-kit/graphql/gql';
import type { WorkDayQuery, WorkMonthTotalsQuery } from '@club/web-kit/graphql/graphql';

export const WORK_DATES_QUERY = graphql(`query WorkDates { workDates }`);

export type WorkEntry = WorkDayQuery['workDone'][number];
export const WORK_DAY_QUERY = graphql(`
  query WorkDay($date: String!) {
    workDone(date: $date) { id type noSocio socioName date startHour endHour hours }
  }
`);

export type PersonHours = WorkMonthTotalsQuery['workMonthTotals'][number];
export const WORK_MONTH_QUERY = graphql(`
  query WorkMonthTotals($month: String!) {
    workMonthTotals(month: $month) { noSocio socioName thick thin total }
  }
`);

export const DELETE_WORK_MUTATION = graphql(`
  mutation DeleteWork($id: Int!) {
    deleteWork(id: $id) { ok error id }
  }
`);
