import t from 'tap';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

/*
 * The double keeps the fields a write gives a record that it does not interpret (a newer
 * one-hub's columns) and answers them with the record; and it updates each record as upstream
 * does: a whole-record update (a channel edit with `models`, a payment gateway edit with its
 * `uuid`, a price) writes every column, zeroing what it is not sent; the list's partial edits
 * change only what they send. Both hold in upstream-only mode (this is one-hub's behaviour).
 */

type Reply = { success: boolean; message: string; data?: Record<string, unknown> & { data?: Record<string, unknown>[] } };

const NEWER = { x_newer_column: 'kept', x_newer_flags: { a: 1 } };

for (const upstreamOnly of [false, true]) {
  const mode = upstreamOnly ? 'upstream-only' : 'full';

  t.test(
    `${mode}: a channel keeps its extra columns; a whole edit zeroes what it is not sent, a partial one changes only what it sends`,
    async (t) => {
      const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false, upstreamOnly });
      const admin = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
      t.match(
        await admin('/api/channel/', 'POST', {
          type: 1,
          name: 'extra',
          key: 'sk-extra',
          models: 'm-extra',
          group: 'default',
          ...NEWER,
          __proto__x: 1,
        }),
        { success: true },
      );
      const id = Number((await admin('/api/channel/?name=extra')).data?.data?.[0]?.id);
      const read = async () => (await admin(`/api/channel/${id}`)).data ?? {};
      t.match(await read(), { ...NEWER, status: 1, weight: 1, created_time: 1735689600 }, 'answered with the channel');
      t.notOk('extra' in (await read()), 'never the store field itself');

      await admin('/api/channel/', 'PUT', { id, status: 2, x_other: true });
      t.match(await read(), { ...NEWER, x_other: true, status: 2, weight: 1, name: 'extra' }, 'a partial edit keeps the rest');

      await admin('/api/channel/', 'PUT', { id, type: 1, name: 'extra', models: 'm-extra', group: 'default' });
      const zeroed = await read();
      t.match(zeroed, { status: 0, weight: 0, created_time: 0, base_url: null, pre_cost: 0, name: 'extra', models: 'm-extra' }, 'zeroed');
      t.notOk('x_newer_column' in zeroed, 'the extra columns not sent are gone');
      t.equal(gateway.store.channels.get(id)?.key, 'sk-extra', 'the key stays (never answered, so never sent back)');
    },
  );

  t.test(`${mode}: a payment gateway edit with its uuid writes every column; without, only what it sends`, async (t) => {
    const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false, upstreamOnly });
    const admin = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
    const fields = {
      type: 'epay',
      name: 'extra pay',
      icon: '/x.png',
      fixed_fee: 0,
      percent_fee: 0,
      currency: 'CNY',
      sort: 1,
      // Enabled: one-hub refuses to create a disabled payment gateway (500 "payment not found"),
      // and the upstream-only double does too.
      enable: true,
    };
    await admin('/api/payment/', 'POST', { ...fields, config: '{"pid":"1","key":"k","x_timeout":30}', ...NEWER });
    const created = (await admin('/api/payment/?name=extra pay')).data?.data?.[0] ?? {};
    const id = Number(created.id);
    const read = async () => (await admin(`/api/payment/${id}`)).data ?? {};
    t.match(await read(), { ...NEWER, created_at: 1735689600, config: '{"pid":"1","key":"","x_timeout":30}' }, 'a number stays a number');

    await admin('/api/payment/', 'PUT', { ...fields, id, config: '{"pid":"2","key":""}', x_other: 1 });
    t.match(await read(), { ...NEWER, x_other: 1, created_at: 1735689600 }, 'no uuid: only what it sends');
    t.equal(JSON.parse(gateway.store.paymentGateways.get(id)?.config ?? '{}').key, 'k', 'an empty secret keeps the stored one');

    await admin('/api/payment/', 'PUT', { ...fields, id, uuid: String(created.uuid), config: '{"pid":"2","key":""}' });
    const whole = await read();
    t.equal(whole.created_at, 0, 'with the uuid the creation time is the one sent');
    t.notOk('x_newer_column' in whole || 'x_other' in whole, 'and the extra columns those sent');
  });

  t.test(`${mode}: a price's extra columns are replaced by every write of it and go with it`, async (t) => {
    const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false, upstreamOnly });
    const admin = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
    const price = { type: 'tokens', channel_type: 1, input: 1, output: 2 };
    const read = async (model: string) =>
      ((await admin<{ data: Record<string, unknown>[] }>('/api/prices')).data ?? []).find((row) => row.model === model);
    await admin('/api/prices/single', 'POST', { ...price, model: 'x-one', ...NEWER });
    t.match(await read('x-one'), NEWER);
    await admin('/api/prices/multiple', 'POST', {
      original_models: ['x-one'],
      models: ['x-one', 'x-two'],
      price: { ...price, x_group: 1 },
    });
    t.match(await read('x-two'), { x_group: 1 }, 'a grouped save gives each model the price sent');
    t.notOk('x_newer_column' in ((await read('x-one')) ?? {}), 'and replaces what each had');
    await admin('/api/prices/single/x-two', 'DELETE');
    await admin('/api/prices/single', 'POST', { ...price, model: 'x-two' });
    t.notOk('x_group' in ((await read('x-two')) ?? {}), 'a deleted price takes its columns with it');
  });
}

t.test('users, keys, groups, owners, model info and commands answer the extra columns their writes gave them', async (t) => {
  const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false });
  const root = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));

  await root('/api/user/', 'PUT', { id: 4, ...NEWER });
  await root('/api/user/', 'PUT', { id: 4, display_name: 'Demo' });
  t.match((await root('/api/user/4')).data, NEWER, 'a user: kept by an edit that does not send them (gorm Updates)');

  const token = (await demo('/api/token/')).data?.data?.[0] ?? {};
  await demo('/api/token/', 'PUT', { ...token, ...NEWER });
  t.match((await demo(`/api/token/${String(token.id)}`)).data, NEWER, 'a key');
  await demo('/api/token/', 'PUT', token);
  t.notOk('x_newer_column' in ((await demo(`/api/token/${String(token.id)}`)).data ?? {}), 'replaced by an edit without them');

  const group = (await root('/api/user_group/2')).data ?? {};
  await root('/api/user_group/', 'PUT', { ...group, ...NEWER });
  t.match((await root('/api/user_group/2')).data, NEWER, 'a group');
  t.match(
    (await root('/api/user_group/')).data?.data?.find((row) => row.id === 2),
    NEWER,
    'in the list too',
  );

  await root('/api/model_ownedby/', 'PUT', { id: 1, name: 'OpenAI', icon: '', ...NEWER });
  t.match((await root('/api/model_ownedby/1')).data, NEWER, 'an owner');

  const info = ((await root<{ data: Record<string, unknown>[] }>('/api/model_info/')).data ?? [])[0] ?? {};
  await root('/api/model_info/', 'PUT', { ...info, ...NEWER });
  t.match((await root(`/api/model_info/${String(info.id)}`)).data, NEWER, 'model info');

  const menu = (await root('/api/option/telegram/1')).data ?? {};
  await root('/api/option/telegram/', 'POST', { ...menu, ...NEWER });
  await root('/api/option/telegram/', 'POST', menu);
  t.match((await root('/api/option/telegram/1')).data, NEWER, 'a command: kept by an edit that does not send them');
});
