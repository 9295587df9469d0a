import { test } from 'tap';
import { screenClassOf } from '#shared/screen-class.ts';

// The server's guess decides which of a page's two list layouts it renders (keys: table or cards).
test('phones and tablets are narrow, other browsers wide, no User-Agent no guess', async (t) => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  t.equal(screenClassOf({ userAgent: iphone }), 'narrow');
  t.equal(screenClassOf({ userAgent: android }), 'narrow');
  t.equal(screenClassOf({ userAgent: ipad }), 'narrow');
  t.equal(screenClassOf({ userAgent: desktop }), 'wide');
  t.equal(screenClassOf({ userAgent: desktop, mobileHint: '?1' }), 'narrow', "the client hint wins over the agent's words");
  t.equal(screenClassOf({ userAgent: desktop, mobileHint: '?0' }), 'wide');
  t.equal(screenClassOf({}), null, 'no agent: both layouts, CSS chooses');
  t.equal(screenClassOf({ userAgent: '' }), null);
});
