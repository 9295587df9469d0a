import t from 'tap';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

type Reply = { success: boolean; message: string; data?: { id: number; plugin: unknown; data?: { id: number; plugin: unknown }[] } };

t.test('a plugin round-trips through create, edit and read; its secret never comes back and "" keeps it', async (t) => {
  const gateway = await startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const plugin = { headers: { 'CF-Access-Client-Id': 'cf-id', 'CF-Access-Client-Secret': 'cf-secret-value' } };
  t.match(await admin('/api/channel/', 'POST', { type: 39, name: 'ollama', key: 'sk-o', models: 'llama3', group: 'default', plugin }), {
    success: true,
  });
  const record = [...gateway.store.channels.values()].find((channel) => channel.name === 'ollama');
  if (!record) throw new Error('not created');
  t.same(record.plugin, plugin, 'stored whole');
  const bodies: string[] = [];
  const read = async (url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) => {
    const response = await gateway.inject({
      url,
      method,
      headers: { cookie: await signIn(gateway, 'admin') },
      ...(payload ? { payload } : {}),
    });
    bodies.push(response.body);
    return response.json<Reply>();
  };
  t.same((await read(`/api/channel/${record.id}`)).data?.plugin, { headers: { 'CF-Access-Client-Id': 'cf-id' } });
  t.same((await read('/api/channel/?name=ollama')).data?.data?.[0]?.plugin, { headers: { 'CF-Access-Client-Id': 'cf-id' } });

  const edited = await read('/api/channel/', 'PUT', {
    id: record.id,
    plugin: { headers: { 'CF-Access-Client-Id': 'cf-id-2', 'CF-Access-Client-Secret': '' } },
  });
  t.same(edited.data?.plugin, { headers: { 'CF-Access-Client-Id': 'cf-id-2' } });
  t.same(
    gateway.store.channels.get(record.id)?.plugin,
    {
      headers: { 'CF-Access-Client-Id': 'cf-id-2', 'CF-Access-Client-Secret': 'cf-secret-value' },
    },
    'an empty secret keeps the stored one',
  );
  await read('/api/channel/', 'PUT', {
    id: record.id,
    plugin: { headers: { 'CF-Access-Client-Id': 'cf-id-2', 'CF-Access-Client-Secret': 'rotated' } },
  });
  t.equal((gateway.store.channels.get(record.id)?.plugin?.headers as Record<string, string>)['CF-Access-Client-Secret'], 'rotated');
  bodies.push(JSON.stringify(await read(`/api/operation_record/?target_type=channel&size=100`)));
  t.notOk(
    bodies.some((body) => body.includes('cf-secret-value') || body.includes('rotated')),
    'no answer, list or operation record carries the secret',
  );

  const zhipu = { web_search: { enable: true }, retrieval: { knowledge_id: 'kb-1', prompt_template: '' } };
  await read('/api/channel/', 'PUT', { id: record.id, type: 16, plugin: zhipu });
  t.same((await read(`/api/channel/${record.id}`)).data?.plugin, zhipu, 'another type replaces the groups');
});
