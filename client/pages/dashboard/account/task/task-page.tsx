import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';
import { FirstStep } from '#client/components/first-step/first-step.tsx';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { TaskPageSchema } from '#shared/api/schemas/task.ts';
import type { Task } from '#shared/api/schemas/task.ts';
import { TaskListCard } from '#client/components/task-kit/task-list-card.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { TaskFilterBar } from './task-filter-bar.tsx';
import { TASK_LIST_STATE, TASK_PAGE_SIZES, taskApiQuery } from './task-list-state.ts';
import { TaskTable } from './task-table.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// The detail (MUI's Dialog, the players, the JSON view) loads when a task is first opened.
const TaskDetailDialog = lazyNamed(() => import('./task-detail-dialog.tsx'), 'TaskDetailDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const isAdmin = (context.get(sessionContext)?.role ?? 0) >= ROLE.admin;
  const params = new URL(request.url).searchParams;
  const query = TASK_LIST_STATE.parse(params);
  // A failure (404 on a gateway without tasks, a refusal) is the dashboard boundary's to explain.
  const page = await apiOf(context).get(isAdmin ? '/api/task/' : '/api/task/self', TaskPageSchema, taskApiQuery(query, isAdmin));
  // Nothing asked for and nothing there: a user who has not started a task yet (issue 36).
  return {
    isAdmin,
    query,
    tasks: page.data,
    total: page.total_count,
    firstStep: page.total_count === 0 && [...params.keys()].every((key) => key === 'lng'),
  };
}

/**
 * Asynchronous tasks (Suno, Kling; spec §2 `task`): filters in the URL, progress, status, the
 * fail reason, and a detail with the result (player, cover, lyrics) and the raw JSON. Admins
 * see everyone's tasks with their channel and user and filter by them.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(TASK_LIST_STATE);
  const { t } = useTranslation('task');
  return (
    <TaskListCard<Task>
      kind="task"
      filters={<TaskFilterBar state={state} isAdmin={data.isAdmin} />}
      table={(onOpen) =>
        data.firstStep ? (
          <FirstStep
            testId="task-first-step"
            title={t('firstStep.title')}
            body={t('firstStep.body')}
            action={
              <Button component={Link} to={pathOf('dashboard.key')} variant="contained" data-testid="task-first-keys">
                {t('firstStep.keys')}
              </Button>
            }
          />
        ) : (
          <TaskTable tasks={data.tasks} isAdmin={data.isAdmin} onOpen={onOpen} />
        )
      }
      pager={<ListPager state={state} query={data.query} total={data.total} sizes={TASK_PAGE_SIZES} testId="task-pagination" />}
      detail={(task, open, onClose) => <TaskDetailDialog task={task} open={open} onClose={onClose} />}
    />
  );
}
