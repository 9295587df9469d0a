import t from 'tap';
import { z } from 'zod/mini';
import { AdminUserSchema } from '#shared/api/schemas/user-admin.ts';
import { RedemptionSchema } from '#shared/api/schemas/billing.ts';
import { ChannelSchema } from '#shared/api/schemas/channel.ts';
import { UserGroupSchema } from '#shared/api/schemas/group.ts';
import { ModelInfoRecordSchema } from '#shared/api/schemas/model-info.ts';
import { ModelOwnedBySchema, PriceListSchema } from '#shared/api/schemas/model.ts';
import { PaymentGatewaySchema } from '#shared/api/schemas/payment-gateway.ts';
import { TelegramMenuSchema } from '#shared/api/schemas/telegram.ts';
import { TokenSchema } from '#shared/api/schemas/key.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { StoredRecordSchema } from '#client/forms/stored-record.ts';
import { channelToForm, formToBody as channelBody } from '#client/pages/dashboard/admin/channel/channel-form.ts';
import { sendChannelEdit } from '#client/pages/dashboard/admin/channel/use-channel-mutations.ts';
import { formToBody as groupBody, groupToForm } from '#client/pages/dashboard/admin/group/group-form.ts';
import { sendGroupEdit } from '#client/pages/dashboard/admin/group/use-group-mutations.ts';
import { formToInput, tokenToForm } from '#client/components/key-editor/key-form-values.ts';
import { sendKeyEdit } from '#client/components/key-editor/use-save-key.ts';
import { adminKeyBody, sendAdminKeyEdit } from '#client/pages/dashboard/admin/admin-keys/admin-key-body.ts';
import { AdminKeyPageSchema } from '#shared/api/schemas/admin-keys.ts';
import {
  formToBody as infoBody,
  recordToForm,
  sendModelInfoEdit,
} from '#client/pages/dashboard/account/model-list/model-info/model-info-form.ts';
import { formToOwner, ownerToForm } from '#client/pages/dashboard/admin/model-owner/owner-form.ts';
import { sendOwnerEdit } from '#client/pages/dashboard/admin/model-owner/use-owner-mutations.ts';
import { formToBody as paymentBody, gatewayToForm, gatewayWith } from '#client/pages/dashboard/admin/payment-gateway/payment-form.ts';
import { sendPaymentEdit } from '#client/pages/dashboard/admin/payment-gateway/use-payment-mutations.ts';
import { formToPrice, priceToForm } from '#client/pages/dashboard/admin/pricing/price-form.ts';
import { sendPrice } from '#client/pages/dashboard/admin/pricing/use-price-mutations.ts';
import { formToBody as redemptionBody, redemptionToForm } from '#client/pages/dashboard/admin/redemption/redemption-form.ts';
import { sendRedemptionEdit } from '#client/pages/dashboard/admin/redemption/use-redemption-mutations.ts';
import { formToBody as telegramBody, menuToForm } from '#client/pages/dashboard/admin/telegram/telegram-form.ts';
import { sendTelegramEdit } from '#client/pages/dashboard/admin/telegram/use-telegram-mutations.ts';
import { sendUserEdit } from '#client/pages/dashboard/admin/user/use-user-mutations.ts';
import { userEditBody, userToForm } from '#client/pages/dashboard/admin/user/user-form-schema.ts';
import { gatewayApi } from '#tests/helpers/gateway-api.ts';

/*
 * Every edit form's own save path against the double (issue 22, "nothing one-hub stores is
 * lost"): read a record as the page does, save it without changes through the form's values and
 * its save function, read it again: the same record, the fields the console does not know
 * included (an extra column a newer one-hub would have, unknown keys inside its JSON). Where the
 * double (like upstream) overwrites the whole record, the plain form body is shown to lose them,
 * so each test can fail.
 */

const MONEY = { quotaPerUnit: 500_000, displayInCurrency: true };
const TIME_ZONE = 'Asia/Shanghai';
const NEWER = { x_newer_column: 'kept', x_newer_flags: { a: 1 } };

async function admin(t: { teardown(fn: () => unknown): void }): Promise<{ gateway: MockGateway; api: ApiClient }> {
  const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false });
  return { gateway, api: gatewayApi(gateway, await signIn(gateway, 'root')) };
}

const raw = (api: ApiClient, path: string) => api.get(path, StoredRecordSchema);

t.test('a channel saved unchanged is the stored channel, extra column and plugin keys included', async (t) => {
  const { api } = await admin(t);
  await api.post(
    '/api/channel/',
    {
      type: 16,
      name: 'round-trip',
      key: 'sk-round-trip',
      models: 'glm-4, glm-4v',
      group: 'default',
      base_url: 'https://zhipu.example',
      plugin: { web_search: { enable: true, x_future_option: 3 } },
      ...NEWER,
    } as never,
    z.unknown(),
  );
  const listed = await api.get('/api/channel/', z.object({ data: z.array(ChannelSchema) }), { name: 'round-trip' });
  const channel = listed.data[0];
  if (!channel) throw new Error('no channel');
  const path = `/api/channel/${channel.id}`;
  // Fields the dialog does not show, set as a newer gateway would have them.
  await api.put('/api/channel/', { id: channel.id, status: 2, priority: 3 }, z.unknown());
  const stored = await raw(api, path);
  t.match(stored, { ...NEWER, status: 2, created_time: Number }, 'the double keeps the extra column');

  const loaded = ChannelSchema.parse(stored);
  const form = channelToForm(loaded);
  await sendChannelEdit(api, { before: channelBody(form, loaded), after: channelBody(form, loaded) });
  t.strictSame(await raw(api, path), stored, 'unchanged');

  await sendChannelEdit(api, { before: channelBody(form, loaded), after: channelBody({ ...form, name: 'renamed' }, loaded) });
  t.strictSame(await raw(api, path), { ...stored, name: 'renamed' }, 'a change changes only that field');

  // The body the form alone gives (what the console used to send) loses what it does not show.
  await api.put('/api/channel/', channelBody(form, loaded), z.unknown());
  const lost = await raw(api, path);
  t.notOk('x_newer_column' in lost, 'the plain body drops the extra column');
  t.equal(lost.status, 0, 'and zeroes the status, as upstream does');
});

t.test('a price saved unchanged keeps its extra column and the ratios the form does not know', async (t) => {
  const { api } = await admin(t);
  const price = { model: 'round-trip-model', type: 'tokens', channel_type: 1, input: 1.234567, output: 3, locked: true };
  await api.post(
    '/api/prices/single',
    { ...price, extra_ratios: { cached_tokens: 0.5, x_future_tokens: 2 }, ...NEWER } as never,
    z.unknown(),
  );
  const read = async () => (await api.get('/api/prices', z.array(StoredRecordSchema))).find((row) => row.model === price.model);
  const stored = await read();
  t.match(stored, { ...NEWER, extra_ratios: { x_future_tokens: 2 } });
  const loaded = (await api.get('/api/prices', PriceListSchema)).find((row) => row.model === price.model);
  if (!loaded) throw new Error('no price');
  const form = priceToForm(loaded, [loaded.model], MONEY.quotaPerUnit, '1m');
  t.strictSame(
    form.extras.map((extra) => extra.key),
    ['cached_tokens'],
    'the form shows the ratios it knows',
  );
  const before = formToPrice(form, MONEY.quotaPerUnit);
  await sendPrice(api, { original: [loaded.model], models: [loaded.model], price: before, before });
  t.strictSame(await read(), stored, 'unchanged');

  const fewer = formToPrice({ ...form, extras: [] }, MONEY.quotaPerUnit);
  await sendPrice(api, { original: [loaded.model], models: [loaded.model], price: fewer, before });
  t.strictSame((await read())?.extra_ratios, { x_future_tokens: 2 }, 'removing the ratios it shows keeps those it does not');

  await api.put(`/api/prices/single/${price.model}`, before, z.unknown());
  t.notOk('x_newer_column' in ((await read()) ?? {}), 'the plain body drops the extra column');
});

t.test('a payment gateway saved unchanged (dialog and list switch) keeps its config keys and extra column', async (t) => {
  const { api } = await admin(t);
  const config = { secret_key: 'sk_live_x', webhook_secret: 'whsec_x', x_future_timeout: 30 };
  await api.post(
    '/api/payment/',
    {
      type: 'stripe',
      name: 'Round trip',
      icon: 'https://icon.example/s.png',
      fixed_fee: 0,
      percent_fee: 0.006,
      currency: 'USD',
      config: JSON.stringify(config),
      sort: 1,
      enable: true,
      ...NEWER,
    } as never,
    z.unknown(),
  );
  const listed = await api.get('/api/payment/', z.object({ data: z.array(PaymentGatewaySchema) }), { name: 'Round trip' });
  const gateway = listed.data[0];
  if (!gateway) throw new Error('no gateway');
  const path = `/api/payment/${gateway.id}`;
  const stored = await raw(api, path);
  t.match(stored, NEWER);
  t.strictSame(JSON.parse(String(stored.config)), { secret_key: '', webhook_secret: '', x_future_timeout: 30 }, 'secrets answered empty');

  const form = gatewayToForm(gateway);
  await sendPaymentEdit(api, { before: paymentBody(form, gateway), after: paymentBody(form, gateway) });
  t.strictSame(await raw(api, path), stored, 'the dialog, unchanged');
  await sendPaymentEdit(api, { before: gatewayWith(gateway, {}), after: gatewayWith(gateway, { enable: true }) });
  t.strictSame(await raw(api, path), stored, 'the list switch, unchanged');
  await sendPaymentEdit(api, {
    before: paymentBody(form, gateway),
    after: paymentBody({ ...form, config: { ...form.config, secret_key: '' } }, gateway),
  });
  await sendPaymentEdit(api, { before: paymentBody(form, gateway), after: paymentBody({ ...form, name: 'Renamed' }, gateway) });
  const renamed = await raw(api, path);
  t.strictSame(renamed, { ...stored, name: 'Renamed' }, 'a change changes only that field');

  await api.put('/api/payment/', paymentBody(form, gateway), z.unknown());
  const lost = await raw(api, path);
  t.notOk('x_newer_column' in lost, 'the plain body drops the extra column');
  t.notOk(String(lost.config).includes('x_future_timeout'), 'and the config key the form does not know');
});

t.test('a user saved unchanged is the stored user', async (t) => {
  const { api } = await admin(t);
  // A display name with the spaces the form trims; a newer gateway's columns.
  await api.put('/api/user/', { id: 4, display_name: ' Demo ', ...NEWER } as never, z.unknown());
  const stored = await raw(api, '/api/user/4');
  t.match(stored, { ...NEWER, display_name: ' Demo ' });
  const user = AdminUserSchema.parse(stored);
  await sendUserEdit(api, { before: userEditBody(user, userToForm(user)), after: userEditBody(user, userToForm(user)) });
  t.strictSame(await raw(api, '/api/user/4'), stored, 'unchanged');
  await sendUserEdit(api, {
    before: userEditBody(user, userToForm(user)),
    after: userEditBody(user, { ...userToForm(user), displayName: 'Demo 2' }),
  });
  t.strictSame(await raw(api, '/api/user/4'), { ...stored, display_name: 'Demo 2' }, 'a change changes only that field');
  await api.put('/api/user/', userEditBody(user, userToForm(user)), z.unknown());
  t.equal((await raw(api, '/api/user/4')).display_name, 'Demo', 'the plain body trims what it never showed changed');
});

t.test('a key saved unchanged keeps its exact expiry, quota, settings and extra column', async (t) => {
  const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false });
  const api = gatewayApi(gateway, await signIn(gateway, 'demo'));
  const list = await api.get('/api/token/', z.object({ data: z.array(TokenSchema) }));
  const first = list.data[0];
  if (!first) throw new Error('no key');
  // Seconds the form's minute field and cents the money field cannot show; nothing the form has.
  await api.put(
    '/api/token/',
    { ...first, expired_time: 1_767_225_599, remain_quota: 1_234_567, unlimited_quota: false, setting: null, ...NEWER } as never,
    z.unknown(),
  );
  const path = `/api/token/${first.id}`;
  const stored = await raw(api, path);
  t.match(stored, { ...NEWER, expired_time: 1_767_225_599, remain_quota: 1_234_567 });
  const token = TokenSchema.parse(stored);
  const form = tokenToForm(token, MONEY, TIME_ZONE);
  const input = formToInput(form, MONEY, TIME_ZONE, false);
  t.not(input.expired_time, token.expired_time, 'the form itself would move the expiry to the minute');
  await sendKeyEdit(api, token, { before: input, after: input });
  t.strictSame(await raw(api, path), stored, 'unchanged');
  await sendKeyEdit(api, token, { before: input, after: formToInput({ ...form, name: 'renamed' }, MONEY, TIME_ZONE, false) });
  t.strictSame(await raw(api, path), { ...stored, name: 'renamed' }, 'a change changes only that field');
});

t.test('an admin’s edit of another user’s key saved unchanged keeps it exactly; a move changes only the owner', async (t) => {
  const { gateway, api } = await admin(t);
  const demoKey = [...gateway.store.tokens.values()].find((token) => token.user_id === 4);
  if (!demoKey) throw new Error('no key of demo');
  const demo = gatewayApi(gateway, await signIn(gateway, 'demo'));
  await demo.put(
    '/api/token/',
    { ...demoKey, expired_time: 1_767_225_599, remain_quota: 1_234_567, unlimited_quota: false, ...NEWER } as never,
    z.unknown(),
  );
  const path = `/api/token/${demoKey.id}`;
  const stored = await raw(demo, path);
  const search = await api.get('/api/token/admin/search', AdminKeyPageSchema, { token_id: demoKey.id });
  const key = search.data[0];
  if (!key) throw new Error('not found by id');
  const unchanged = adminKeyBody(key, tokenToForm(key, MONEY, TIME_ZONE), MONEY, TIME_ZONE, null);
  await sendAdminKeyEdit(api, key, { before: unchanged, after: unchanged });
  t.strictSame(await raw(demo, path), stored, 'unchanged, the seconds, cents and extra column included');
  const moved = adminKeyBody(key, tokenToForm(key, MONEY, TIME_ZONE), MONEY, TIME_ZONE, { id: 3, name: 'operator' });
  await sendAdminKeyEdit(api, key, { before: unchanged, after: moved });
  const operator = gatewayApi(gateway, await signIn(gateway, 'operator'));
  t.strictSame(await raw(operator, path), { ...stored, user_id: 3 }, 'moved: only the owner changed');
});

t.test('a group saved unchanged keeps its extra column', async (t) => {
  const { api } = await admin(t);
  const groups = await api.get('/api/user_group/', z.object({ data: z.array(UserGroupSchema) }));
  const vip = groups.data.find((group) => group.symbol === 'vip');
  if (!vip) throw new Error('no vip');
  await api.put('/api/user_group/', { ...vip, ...NEWER } as never, z.unknown());
  const path = `/api/user_group/${vip.id}`;
  const stored = await raw(api, path);
  t.match(stored, NEWER);
  const group = UserGroupSchema.parse(stored);
  const body = groupBody(groupToForm(group), group);
  await sendGroupEdit(api, { before: body, after: body });
  t.strictSame(await raw(api, path), stored, 'unchanged');
  await api.put('/api/user_group/', body, z.unknown());
  t.notOk('x_newer_column' in (await raw(api, path)), 'the plain body drops the extra column');
});

t.test('a redemption code saved unchanged keeps its exact quota and expiry', async (t) => {
  const { api } = await admin(t);
  const codes = await api.get('/api/redemption/', z.object({ data: z.array(RedemptionSchema) }));
  const code = codes.data.find((row) => row.status === 1);
  if (!code) throw new Error('no code');
  const path = `/api/redemption/${code.id}`;
  // An expiry to the second, which the form's minute field cannot hold.
  await api.put('/api/redemption/', { id: code.id, name: code.name, quota: 1_234_567, expired_time: 1_767_225_599 }, z.unknown());
  const stored = await raw(api, path);
  const loaded = RedemptionSchema.parse(stored);
  const context = { quotaPerUnit: MONEY.quotaPerUnit, timeZone: TIME_ZONE, withExpiry: true };
  const body = redemptionBody(redemptionToForm(loaded, MONEY.quotaPerUnit, TIME_ZONE), loaded, context);
  await sendRedemptionEdit(api, { before: body, after: body });
  t.strictSame(await raw(api, path), stored, 'unchanged');
  await api.put('/api/redemption/', body, z.unknown());
  t.not((await raw(api, path)).expired_time, stored.expired_time, 'the plain body moves the expiry to the minute');
});

t.test('a model owner saved unchanged keeps its extra column', async (t) => {
  const { api } = await admin(t);
  await api.put('/api/model_ownedby/', { id: 1, name: 'OpenAI', icon: 'https://icon.example/openai.svg', ...NEWER } as never, z.unknown());
  const stored = await raw(api, '/api/model_ownedby/1');
  t.match(stored, NEWER);
  const owner = ModelOwnedBySchema.parse(stored);
  const body = formToOwner(ownerToForm(owner));
  await sendOwnerEdit(api, { before: body, after: body });
  t.strictSame(await raw(api, '/api/model_ownedby/1'), stored, 'unchanged');
  await api.put('/api/model_ownedby/', body, z.unknown());
  t.notOk('x_newer_column' in (await raw(api, '/api/model_ownedby/1')), 'the plain body drops the extra column');
});

t.test('model info saved unchanged keeps its extra column', async (t) => {
  const { api } = await admin(t);
  const rows = await api.get('/api/model_info/', z.array(ModelInfoRecordSchema));
  const first = rows[0];
  if (!first) throw new Error('no model info');
  const path = `/api/model_info/${first.id}`;
  await api.put('/api/model_info/', { ...first, ...NEWER } as never, z.unknown());
  const stored = await raw(api, path);
  t.match(stored, NEWER);
  const record = ModelInfoRecordSchema.parse(stored);
  const body = infoBody(recordToForm(record, record.model), record.model);
  await sendModelInfoEdit(api, record.id, { before: body, after: body });
  t.strictSame({ ...(await raw(api, path)), updated_at: 0 }, { ...stored, updated_at: 0 }, 'unchanged (but the save time)');
  await api.put('/api/model_info/', { ...body, id: record.id }, z.unknown());
  t.notOk('x_newer_column' in (await raw(api, path)), 'the plain body drops the extra column');
});

// Upstream edits a command with gorm's `Updates` and the form shows every field: nothing the
// plain body could lose, but the save path must still leave the command as it was.
t.test('a Telegram command saved unchanged keeps its extra column', async (t) => {
  const { api } = await admin(t);
  await api.post('/api/option/telegram', { ...(await raw(api, '/api/option/telegram/1')), ...NEWER } as never, z.unknown());
  const stored = await raw(api, '/api/option/telegram/1');
  t.match(stored, NEWER);
  const menu = TelegramMenuSchema.parse(stored);
  const body = telegramBody(menuToForm(menu), menu);
  await sendTelegramEdit(api, { before: body, after: body });
  t.strictSame(await raw(api, '/api/option/telegram/1'), stored, 'unchanged');
  await sendTelegramEdit(api, { before: body, after: telegramBody({ ...menuToForm(menu), description: 'new' }, menu) });
  t.strictSame(await raw(api, '/api/option/telegram/1'), { ...stored, description: 'new' }, 'a change changes only that field');
});
