import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useOutletContext } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/errors.ts';
import { UserGroupRateMapSchema } from '../../../shared/api/schemas/group.ts';
import { TokenPageSchema } from '../../../shared/api/schemas/token.ts';
import type { Token } from '../../../shared/api/schemas/token.ts';
import { errorMessage } from '../../forms/error-message.ts';
import { apiOf, loadStatus } from '../../routing/loader-helpers.ts';
import { parseChatLinks } from './key/chat-links.ts';
import { KeyBaseUrl } from './key/key-base-url.tsx';
import type { Money } from './key/key-form-values.ts';
import { KeyList } from './key/key-list.tsx';
import { groupOptions } from './key/key-options.ts';
import { apiQuery, parseKeyQuery, withQuery } from './key/key-query.ts';
import { KeyToolbar } from './key/key-toolbar.tsx';

// The create/edit form (react-hook-form, autocompletes, selects, the batch CSV) loads when it opens.
const KeyDialog = lazy(async () => ({ default: (await import('./key/key-dialog.tsx')).KeyDialog }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseKeyQuery(url.searchParams);
  const api = apiOf(context);
  const [page, rates, status] = await Promise.all([
    api.get('/api/token/', TokenPageSchema, apiQuery(query)).then(
      (data) => ({ data, failure: null }),
      // Errors do not survive the trip from the server render to the browser: keep what errorMessage needs.
      (error: unknown) => ({ data: null, failure: { message: error instanceof Error ? error.message : '', status: error instanceof ApiError ? error.status : 0 } }),
    ),
    api.get('/api/user_group_rate', UserGroupRateMapSchema).catch(() => ({})),
    loadStatus(context),
  ]);
  // A page past the end (keys deleted since the link was shared) goes to the last page.
  const total = page.data?.total_count ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  if (page.data && query.page > lastPage) throw redirect(`${url.pathname}${withQuery(url.searchParams, { page: lastPage })}`);
  return {
    // The request's own origin, the same on the server and in the browser, so the page hydrates.
    baseUrl: `${url.origin}/v1`,
    query,
    tokens: page.data?.data ?? [],
    total: page.data?.total_count ?? 0,
    failure: page.failure,
    groups: groupOptions(rates),
    chatLinks: parseChatLinks(status?.chat_links ?? '', status?.chat_link ?? ''),
  };
}

export type KeyPageData = Awaited<ReturnType<typeof loader>>;

type DialogState = { mode: 'create' } | { mode: 'edit'; token: Token } | null;

/** API keys: search, page, create (also in batches), edit, enable or disable, delete, copy, chat. */
export function Component() {
  const { t } = useTranslation(['token', 'error']);
  const data = useLoaderData<typeof loader>();
  const money = useOutletContext<Money>();
  const [dialog, setDialog] = useState<DialogState>(null);

  return (
    <Card variant="outlined">
      <KeyToolbar keyword={data.query.keyword} onCreate={() => setDialog({ mode: 'create' })} />
      <KeyBaseUrl baseUrl={data.baseUrl} />
      {data.failure ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(new ApiError(data.failure.message, data.failure.status, undefined), t)}
        </Alert>
      ) : (
        <KeyList data={data} money={money} onEdit={(token) => setDialog({ mode: 'edit', token })} />
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <KeyDialog
            key={dialog.mode === 'edit' ? dialog.token.id : 'create'}
            token={dialog.mode === 'edit' ? dialog.token : null}
            groups={data.groups}
            money={money}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
