import t from 'tap';
import { SYSTEM_LOG_STATE, filterLines, lineText, toLogLine } from '#client/pages/dashboard/admin/system-info/system-log-state.ts';
import {
  availabilityTone,
  beatSeconds,
  beatState,
  countStates,
  envelopeOfKumaAnswer,
  monitorGroups,
} from '#client/components/uptime/uptime-status.ts';
import { uptimePageUrl } from '#client/site/site-info.ts';

t.test('system log lines: the reader’s time zone, the level, the message without its trailing newline', async (t) => {
  const line = toLogLine({ Timestamp: '2026-11-28T08:00:05.123Z', Level: 'info', Message: 'req-1 | hello \n' }, 'Asia/Hong_Kong');
  t.same(line, { time: '2026-11-28 16:00:05', level: 'INFO', message: 'req-1 | hello' });
  t.equal(lineText(line), '2026-11-28 16:00:05 [INFO] req-1 | hello');
  t.equal(
    toLogLine({ Timestamp: 'not a time', Level: 'ERR', Message: 'x' }, 'UTC').time,
    'not a time',
    'an unreadable time is shown as sent',
  );
});

t.test('the search (any part, without case) and the level filter the loaded lines, in order', async (t) => {
  const lines = [
    { time: '2026-11-28 08:00:00', level: 'INFO', message: '[SYS] | One Hub started' },
    { time: '2026-11-28 08:00:01', level: 'WARN', message: 'req-2 | 404 | GET /api/x' },
    { time: '2026-11-28 08:00:02', level: 'ERR', message: 'req-3 | 500 | GET /api/notice' },
  ];
  t.same(filterLines(lines, { q: '', level: '' }), lines);
  t.same(filterLines(lines, { q: ' one HUB ', level: '' }), [lines[0]]);
  t.same(filterLines(lines, { q: 'GET', level: 'ERR' }), [lines[2]]);
  t.same(filterLines(lines, { q: '[warn]', level: '' }), [lines[1]], 'the level as shown is searchable too');
  t.same(filterLines(lines, { q: 'nothing', level: '' }), []);
});

t.test('the URL state: a count of the offered ones (else 100), a level of the offered ones', async (t) => {
  t.same(SYSTEM_LOG_STATE.parse(new URLSearchParams('count=500&q=x&level=ERR')), { count: 500, q: 'x', level: 'ERR' });
  t.same(SYSTEM_LOG_STATE.parse(new URLSearchParams('count=99999&level=<b>')), { count: 100, q: '', level: '' });
});

t.test('uptime: beats, tones, counts and the groups as the card shows them', async (t) => {
  t.equal(beatState({ status: 0, time: '' }), 'down');
  t.equal(beatState({ status: 3, time: '' }), 'maintenance');
  t.equal(beatState({ status: 9, time: '' }), 'unknown');
  t.equal(beatState(undefined), 'unknown');
  t.same([0.999, 0.99, 0.97, 0.5, null].map(availabilityTone), ['good', 'good', 'degraded', 'poor', 'unknown']);
  t.equal(beatSeconds('2026-11-28 08:00:00.000'), Date.UTC(2026, 10, 28, 8) / 1000, 'Kuma’s time is UTC');
  t.equal(beatSeconds('garbage'), null);
  t.same(countStates(['up', 'up', 'down']), { up: 2, down: 1 });

  const beats = Array.from({ length: 40 }, (_, i) => ({
    status: i === 39 ? 0 : 1,
    time: `2026-11-28 08:${String(i).padStart(2, '0')}:00.000`,
  }));
  const groups = monitorGroups(
    {
      publicGroupList: [
        {
          id: 1,
          name: 'API',
          monitorList: [
            { id: 7, name: 'OpenAI', tags: [{ name: 'region', value: 'US' }, { name: 'paid' }] },
            { id: 8, name: 'New' },
          ],
        },
      ],
    },
    { heartbeatList: { '7': beats }, uptimeList: { '7_24': 0.975 } },
  );
  const [openai, fresh] = groups[0]?.monitors ?? [];
  t.same(openai?.tags, ['region: US', 'paid']);
  t.equal(openai?.state, 'down', 'the latest beat decides the state');
  t.equal(openai?.beats.length, 30, 'the latest 30 checks');
  t.equal(openai?.beats.at(-1), 'down');
  t.equal(openai?.uptime24, 0.975);
  t.equal(openai?.lastCheck, '2026-11-28 08:39:00.000');
  t.same(fresh, { id: 8, name: 'New', tags: [], uptime24: null, state: 'unknown', lastCheck: null, beats: [] }, 'a monitor without beats');
});

t.test('Kuma’s bare answers get the envelope; refusals and other values pass as they are', async (t) => {
  t.same(envelopeOfKumaAnswer({ publicGroupList: [] }), { success: true, message: '', data: { publicGroupList: [] } });
  const refusal = { success: false, message: '无权进行此操作，权限不足' };
  t.equal(envelopeOfKumaAnswer(refusal), refusal);
  t.same(envelopeOfKumaAnswer([1]), [1]);
  t.equal(envelopeOfKumaAnswer('text'), 'text');
});

t.test('the full status page link: only an http(s) Uptime Kuma, with the page name escaped', async (t) => {
  t.equal(uptimePageUrl('https://status.example.com/', 'one hub'), 'https://status.example.com/status/one%20hub');
  t.equal(uptimePageUrl('javascript:alert(1)//', 'x'), '');
  t.equal(uptimePageUrl('', 'x'), '');
  t.equal(uptimePageUrl('https://status.example.com', ''), '');
});
