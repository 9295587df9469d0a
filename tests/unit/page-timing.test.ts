import { test } from 'tap';
import { median, medianTiming, sessionCookie } from '#tests/bench/page-timing.ts';

// The bench's Chromium step prints medians of five cold loads per page and profile.
test('the median is the middle value, the lower middle for an even count', async (t) => {
  t.equal(median([5, 1, 3]), 3);
  t.equal(median([4, 1, 3, 2]), 2);
  t.equal(median([]), null);
});

test('a figure a load could not measure (no paint entry) is left out of its median, not counted as 0', async (t) => {
  const load = (fcp: number | null, hydrated: number) => ({ requests: 10, fcp, lcp: null, dataVisible: 100, hydrated });
  const m = medianTiming([load(300, 900), load(null, 700), load(500, 800)]);
  t.equal(m.fcp, 300);
  t.equal(m.lcp, null);
  t.equal(m.hydrated, 800);
  t.equal(m.requests, 10);
});

test('the session cookie keeps every "=" of its value, and a failed sign-in says so', async (t) => {
  t.same(sessionCookie('session=YWJj==', 'http://127.0.0.1:1'), { name: 'session', value: 'YWJj==', url: 'http://127.0.0.1:1' });
  t.throws(() => sessionCookie('', 'http://127.0.0.1:1'), /no session cookie/);
});
