import t from 'tap';
import { UnsafeUrlError, requireWebUrl, webHref, webUrl } from '#shared/web-url.ts';

const BASE = 'https://console.example';

t.test('script, data and other non-web schemes are refused in every spelling a browser still runs', async (t) => {
  const hostile = [
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    'javascript\t:alert(1)',
    '\t\njavascript:alert(1)\n',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://console.example/0b1c',
    'file:///etc/passwd',
    'about:blank',
    'ftp://files.example/x',
    'ws://relay.example/',
    'intent://scan/#Intent;scheme=zxing;end',
    'http://[::1', // unparsable
  ];
  for (const value of hostile) {
    t.equal(webUrl(value, BASE), null, JSON.stringify(value));
    t.equal(webHref(value), null, `webHref ${JSON.stringify(value)}`);
    t.throws(() => requireWebUrl(value, BASE), UnsafeUrlError, JSON.stringify(value));
  }
});

t.test('web pages pass, normalised as the browser will read them, relative ones on the page’s origin', async (t) => {
  t.equal(webUrl('https://idp.example/authorize?state=x&redirect_uri=y', BASE), 'https://idp.example/authorize?state=x&redirect_uri=y');
  t.equal(webUrl('HTTPS://IdP.Example/a', BASE), 'https://idp.example/a', 'scheme and host lower-cased');
  t.equal(webUrl('  http://pay.example/x \n', BASE), 'http://pay.example/x', 'edges trimmed as the browser does');
  t.equal(webUrl('ht\ttps://pay.example/\nx', BASE), 'https://pay.example/x', 'tabs and newlines dropped as the browser does');
  t.equal(webUrl('/oauth-fake/github/authorize?client_id=a', BASE), 'https://console.example/oauth-fake/github/authorize?client_id=a');
  t.equal(webUrl('//other.example/x', BASE), 'https://other.example/x', 'protocol-relative: a web page of the same scheme');
  // Text that only looks like a scheme is a relative path on the origin, not a script.
  t.equal(webUrl('javascript&colon;alert(1)', BASE), 'https://console.example/javascript&colon;alert(1)');
  t.equal(webUrl('%6Aavascript:alert(1)', BASE), 'https://console.example/%6Aavascript:alert(1)');
});

t.test('a link rendered on the server keeps a path a path and an address as parsed', async (t) => {
  t.equal(webHref('https://shop.example/buy?x=1'), 'https://shop.example/buy?x=1');
  t.equal(webHref(' HTTP://Status.Example/a '), 'http://status.example/a');
  t.equal(webHref('/topup?x=1#y'), '/topup?x=1#y');
  t.equal(webHref('/a/../topup'), '/topup', 'dot segments resolved as the browser will');
  t.equal(webHref('//other.example/x'), 'https://other.example/x', 'protocol-relative: another site, said so');
  t.equal(webHref(''), '/', 'empty: the site root, never a script');
});
