import { graphql } from '@club/web-kit/graphql/gql';
import type { TaskChecklistsQuery, TaskReportsQuery } from '@club/web-kit/graphql/graphql';

export type TaskChecklist = TaskChecklistsQuery['taskChecklists'][number];
export const TASK_CHECKLISTS_QUERY = graphql(`query TaskChecklists { taskChecklists { key label tasks } }`);

export type TaskReport = TaskReportsQuery['taskReports'][number];
export const TASK_REPORTS_QUERY = graphql(`
  query TaskReports {
    taskReports(limit: 20) {
      id socioName date sentAt
      workdone { floracion preparto crecimiento antes_de_salir }
    }
  }
`);

export const SEND_TASK_REPORT_MUTATION = graphql(`
  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {
    sendTaskReport(date: $date, workdone: $workdone) { ok error }
  }
`);
