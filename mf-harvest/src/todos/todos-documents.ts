import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TaskArea, Workdone } from '@club/domain/tasks';

export interface TaskChecklist {
  key: TaskArea;
  label: string;
  tasks: string[];
}

export interface TaskReport {
  id: number;
  socioName: string;
  date: string;
  sentAt: string;
  workdone: Workdone;
}

export const TASK_CHECKLISTS_QUERY: TypedDocumentNode<
  { taskChecklists: TaskChecklist[] },
  Record<string, never>
> = gql`
  query TaskChecklists {
    taskChecklists {
      key
      label
      tasks
    }
  }
`;

export const TASK_REPORTS_QUERY: TypedDocumentNode<
  { taskReports: TaskReport[] },
  Record<string, never>
> = gql`
  query TaskReports {
    taskReports(limit: 20) {
      id
      socioName
      date
      sentAt
      workdone {
        floracion
        preparto
        crecimiento
        antes_de_salir
      }
    }
  }
`;

export const SEND_TASK_REPORT_MUTATION: TypedDocumentNode<
  { sendTaskReport: { ok: boolean; error: string | null } },
  { date: string; workdone: Workdone }
> = gql`
  mutation SendTaskReport($date: String!, $workdone: WorkdoneInput!) {
    sendTaskReport(date: $date, workdone: $workdone) {
      ok
      error
    }
  }
`;
