import t from 'tap';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { looksLikeHtml, looksLikeMarkdown } from '../../shared/markdown/detect.ts';
import { markdownOptions } from '../../shared/markdown/options.ts';
import { toMarkdown } from '../../shared/markdown/to-markdown.ts';
import { internalPath, opensNewTab, safeUrl } from '../../shared/markdown/url.ts';

/** Renders markdown text as the viewer does, minus its MUI components. */
function render(text: string): string {
  return renderToString(createElement(ReactMarkdown, markdownOptions, toMarkdown(text)));
}

t.test('safe and relative links are kept', async (t) => {
  for (const url of ['https://example.com/a?b=c#d', 'http://example.com', 'HTTPS://Example.com', 'irc://irc.libera.chat/x', 'ircs://irc.libera.chat/x', 'mailto:a@example.com', 'xmpp:a@example.com', '/prices', 'prices', './doc', '../up', '#top', '?page=2', '//cdn.example.com/x.png', '/a:b', '/search?q=a:b']) {
    t.equal(safeUrl(url), url, url);
  }
  t.equal(safeUrl('  https://example.com  '), 'https://example.com', 'surrounding spaces are dropped');
});

t.test('other protocols are blanked, whatever their case or padding', async (t) => {
  for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', '  javascript:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'DATA:image/png;base64,AAAA', 'vbscript:msgbox(1)', ' VBScript:msgbox(1)', 'file:///etc/passwd', 'unknown:thing', 'ftp://example.com', 'tel:123']) {
    t.equal(safeUrl(url), '', JSON.stringify(url));
  }
});

t.test('internal links are relative or same-origin; others leave the app', async (t) => {
  const origin = 'https://console.example';
  t.equal(internalPath('/prices', null), '/prices');
  t.equal(internalPath('doc#a', null), 'doc#a');
  t.equal(internalPath('https://console.example/doc?x=1#y', origin), '/doc?x=1#y');
  t.equal(internalPath('https://console.example/doc', null), null, 'unknown origin (server render): external');
  t.equal(internalPath('https://other.example/doc', origin), null);
  t.equal(internalPath('//other.example/doc', origin), null);
  t.equal(internalPath('/\\other.example/doc', origin), null);
  t.equal(internalPath('mailto:a@console.example', origin), null);
  t.equal(internalPath('', origin), null);
  t.ok(opensNewTab('https://other.example'));
  t.ok(opensNewTab('//other.example'));
  t.notOk(opensNewTab('mailto:a@example.com'));
  t.notOk(opensNewTab('/prices'));
});

t.test('markdown is recognised by its constructs', async (t) => {
  for (const text of ['# Title', 'text\n## Sub', '- item', '* item', '1. first', '```\ncode\n```', '| a | b |\n| --- | :-: |\n| 1 | 2 |', 'a | b\n--- | ---', '![alt](x.png)', 'see [docs](/doc)']) {
    t.ok(looksLikeMarkdown(text), JSON.stringify(text));
  }
  for (const text of ['<p>Hello</p>', 'plain text', '#hashtag', '<ul><li>a</li></ul>', 'a - b']) {
    t.notOk(looksLikeMarkdown(text), JSON.stringify(text));
  }
  t.ok(looksLikeHtml('<p>x</p>'));
  t.ok(looksLikeHtml('a &amp; b'));
  t.notOk(looksLikeHtml('1 < 2 and 3 > 2'));
});

t.test('markdown stays as it is; HTML is converted', async (t) => {
  const markdown = '# 系统公告\n\n- **新**模型\n\n[价格](/prices)';
  t.equal(toMarkdown(markdown), markdown);
  t.equal(toMarkdown('plain\n\ntext'), 'plain\n\ntext', 'plain text keeps its paragraphs');
  t.equal(toMarkdown('<h2>Title</h2><p>Hello <strong>world</strong> <a href="/doc">docs</a></p>'), '## Title\n\nHello **world** [docs](/doc)');
  t.equal(toMarkdown('<ul><li>one</li><li>two</li></ul>'), '-   one\n-   two');
  t.equal(toMarkdown('<p><del>old</del> new</p>'), '~~old~~ new');
  t.equal(toMarkdown('<table><thead><tr><th>A</th><th>B|C</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'), '| A | B\\|C |\n| --- | --- |\n| 1 | 2 |');
  t.equal(toMarkdown('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>'), '| a | b |\n| --- | --- |\n| c | d |');
  t.equal(toMarkdown('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>'), 'Hi');
});

t.test('HTML input is converted, never injected', async (t) => {
  const html = render('<p onclick="alert(1)">Hi <b>there</b></p><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>');
  t.match(html, /<p>Hi <strong>there<\/strong>/);
  t.notMatch(html, /<script|onerror|onclick|javascript:/i);
  t.match(html, /<img src="x.png" alt=""\/>/);
  t.match(html, /<a href="">bad<\/a>/);
  t.match(html, /<a href="https:\/\/example.com">good<\/a>/);
});

t.test('raw HTML inside markdown stays text', async (t) => {
  const html = render('# Title\n\n<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> and [x](javascript:alert(1))');
  t.notMatch(html, /<script|<img src="x"|href="javascript/i);
  t.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  t.match(html, /<a href="">x<\/a>/);
});

t.test('strikethrough needs double tildes; GFM tables render', async (t) => {
  const html = render('- ~one~ and ~~two~~');
  t.notMatch(html, /<del>one<\/del>/);
  t.match(html, /~one~/);
  t.match(html, /<del>two<\/del>/);
  t.match(render('| a | b |\n| --- | --- |\n| 1 | 2 |'), /<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
});
