import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { pageOf } from '../../../shared/api/schemas/envelope.ts';
import { UserSchema } from '../../../shared/api/schemas/user.ts';
import { errorMessage } from '../../forms/error-message.ts';
import { apiOf } from '../../routing/loader-helpers.ts';
import { UserSearch } from './user-list/user-search.tsx';
import { UserTable } from './user-list/user-table.tsx';

const PAGE_SIZES = [10, 20, 50, 100] as const;

function pageQuery(url: URL) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const size = PAGE_SIZES.find((s) => s === Number(url.searchParams.get('size'))) ?? 10;
  return { page, size, keyword: url.searchParams.get('keyword')?.trim() ?? '' };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = pageQuery(new URL(request.url));
  try {
    const users = await apiOf(context).get('/api/user/', pageOf(UserSchema), { page: query.page, size: query.size, keyword: query.keyword || undefined });
    return { ...query, users: users.data.map(({ access_token: _token, ...user }) => user), total: users.total_count, error: null };
  } catch (error) {
    return { ...query, users: [], total: 0, error };
  }
}

export type UserRow = Awaited<ReturnType<typeof loader>>['users'][number];

/** Admins' user list: search, page through and read every account's role, group, quota and state. */
export function Component() {
  const { t } = useTranslation(['dashboard', 'error']);
  const data = useLoaderData<typeof loader>();
  const site = useOutletContext<{ quotaPerUnit: number; displayInCurrency: boolean }>();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  function go(changes: Record<string, string | number>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    void navigate(`?${next.toString()}`);
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <UserSearch keyword={data.keyword} onSearch={(keyword) => go({ keyword, page: 1 })} />
        {data.error ? (
          <Typography role="alert" sx={{ p: 3, color: 'error.main' }}>
            {errorMessage(data.error, t)}
          </Typography>
        ) : (
          <UserTable
            users={data.users}
            total={data.total}
            page={data.page}
            size={data.size}
            sizes={PAGE_SIZES}
            money={site}
            onPage={(page) => go({ page })}
            onSize={(size) => go({ size, page: 1 })}
          />
        )}
      </Card>
    </Stack>
  );
}
