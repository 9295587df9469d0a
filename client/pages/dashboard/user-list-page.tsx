import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useLoaderData, useOutletContext } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { pageOf } from '../../../shared/api/schemas/envelope.ts';
import { UserSchema } from '../../../shared/api/schemas/user.ts';
import { apiOf } from '../../routing/loader-helpers.ts';
import { UserSearch } from './user-list/user-search.tsx';
import { UserTable } from './user-list/user-table.tsx';
import { USER_LIST_STATE, USER_PAGE_SIZES } from './user-list/user-list-state.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = USER_LIST_STATE.parse(new URL(request.url).searchParams);
  // A failure is the dashboard error boundary's to explain (it used to travel as an Error, which
  // reached the browser as `{}`: the hydrated page showed another message than the server's).
  const users = await apiOf(context).get('/api/user/', pageOf(UserSchema), {
    page: query.page,
    size: query.size,
    keyword: query.keyword || undefined,
  });
  return { ...query, users: users.data.map(({ access_token: _token, ...user }) => user), total: users.total_count };
}

export type UserRow = Awaited<ReturnType<typeof loader>>['users'][number];

/** Admins' user list: search, page through and read every account's role, group, quota and state. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const site = useOutletContext<{ quotaPerUnit: number; displayInCurrency: boolean }>();
  const state = useUrlState(USER_LIST_STATE);

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <UserSearch state={state} />
        <UserTable
          users={data.users}
          total={data.total}
          page={data.page}
          size={data.size}
          sizes={USER_PAGE_SIZES}
          money={site}
          onPage={(page) => state.set({ page })}
          onSize={(size) => state.set({ size: USER_PAGE_SIZES.find((s) => s === size) ?? USER_PAGE_SIZES[0] })}
        />
      </Card>
    </Stack>
  );
}
