import t from 'tap';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { looksLikeHtml, looksLikeMarkdown } from '#shared/markdown/detect.ts';
import { markdownOptions } from '#shared/markdown/options.ts';
import { limitLength, limitNesting, MARKDOWN_MAX_LENGTH } from '#shared/markdown/limits.ts';
import { toMarkdown, viewerMarkdown } from '#shared/markdown/to-markdown.ts';
import { internalPath, opensNewTab, safeUrl } from '#shared/markdown/url.ts';

/** Renders markdown text as the viewer does, minus its MUI components. */
function render(text: string): string {
  return renderToString(createElement(ReactMarkdown, markdownOptions, toMarkdown(text)));
}

t.test('safe and relative links are kept', async (t) => {
  for (const url of [
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://Example.com',
    'irc://irc.libera.chat/x',
    'ircs://irc.libera.chat/x',
    'mailto:a@example.com',
    'xmpp:a@example.com',
    '/prices',
    'prices',
    './doc',
    '../up',
    '#top',
    '?page=2',
    '//cdn.example.com/x.png',
    '/a:b',
    '/search?q=a:b',
  ]) {
    t.equal(safeUrl(url), url, url);
  }
  t.equal(safeUrl('  https://example.com  '), 'https://example.com', 'surrounding spaces are dropped');
});

t.test('other protocols are blanked, whatever their case or padding', async (t) => {
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    ' VBScript:msgbox(1)',
    'file:///etc/passwd',
    'unknown:thing',
    'ftp://example.com',
    'tel:123',
  ]) {
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
  for (const text of [
    '# Title',
    'text\n## Sub',
    '- item',
    '* item',
    '1. first',
    '```\ncode\n```',
    '| a | b |\n| --- | :-: |\n| 1 | 2 |',
    'a | b\n--- | ---',
    '![alt](x.png)',
    'see [docs](/doc)',
  ]) {
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
  t.equal(
    toMarkdown('<h2>Title</h2><p>Hello <strong>world</strong> <a href="/doc">docs</a></p>'),
    '## Title\n\nHello **world** [docs](/doc)',
  );
  t.equal(toMarkdown('<ul><li>one</li><li>two</li></ul>'), '-   one\n-   two');
  t.equal(toMarkdown('<p><del>old</del> new</p>'), '~~old~~ new');
  t.equal(
    toMarkdown('<table><thead><tr><th>A</th><th>B|C</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'),
    '| A | B\\|C |\n| --- | --- |\n| 1 | 2 |',
  );
  t.equal(toMarkdown('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>'), '| a | b |\n| --- | --- |\n| c | d |');
  t.equal(toMarkdown('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>'), 'Hi');
});

t.test('HTML input is converted, never injected', async (t) => {
  const html = render(
    '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
  );
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

/** The deepest element nesting of rendered HTML. */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name = ''] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*?\/?>/g)) {
    if (['br', 'hr', 'img', 'input'].includes(name)) continue;
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Renders a gateway text exactly as the viewer prepares it, minus its MUI components. */
function renderViewer(text: string): string {
  return renderToString(createElement(ReactMarkdown, markdownOptions, viewerMarkdown(text).markdown));
}

t.test('hostile notices render without overflowing the stack, their nesting capped (issue 9)', async (t) => {
  const hostile: Record<string, string> = {
    'quotes × 10,000': `${'>'.repeat(10_000)} x`,
    'spaced quotes × 10,000': `${'> '.repeat(10_000)}x`,
    'list markers × 10,000': `${'- '.repeat(10_000)}x`,
    'ordered markers × 5,000': `${'1. '.repeat(5_000)}x`,
    'indented list × 2,000 lines': Array.from({ length: 2_000 }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n'),
    'tab-indented list': Array.from({ length: 2_000 }, (_, i) => `${'\t'.repeat(i)}* x`).join('\n'),
    'quotes growing per line': Array.from({ length: 3_000 }, (_, i) => `${'>'.repeat(i)} x`).join('\n'),
    'emphasis × 20,000': `${'*'.repeat(20_000)}a${'*'.repeat(20_000)}`,
    'alternating emphasis': `${'*_'.repeat(10_000)}a${'_*'.repeat(10_000)}`,
    'emphasis across lines': `${'*a\n'.repeat(10_000)}b${'\na*'.repeat(10_000)}`,
    'links × 20,000': `${'['.repeat(20_000)}a${']()'.repeat(20_000)}`,
    'images × 15,000': `${'!['.repeat(15_000)}a${'](x)'.repeat(15_000)}`,
    'HTML divs × 10,000': `${'<div>'.repeat(10_000)}x`,
    'HTML quotes × 5,000': `${'<blockquote>'.repeat(5_000)}x${'</blockquote>'.repeat(5_000)}`,
    'HTML lists × 3,000': `${'<ul><li>'.repeat(3_000)}x`,
  };
  for (const [name, text] of Object.entries(hostile)) {
    let html = '';
    t.doesNotThrow(() => (html = renderViewer(text)), name);
    t.ok(depthOf(html) <= 64, `${name}: rendered ${depthOf(html)} deep`);
  }
});

t.test('a notice longer than 64 KB is cut and marked; shorter ones are whole', async (t) => {
  const long = `# Title\n\n${'word '.repeat(40_000)}`;
  const cut = viewerMarkdown(long);
  t.ok(cut.truncated);
  t.ok(cut.markdown.length <= MARKDOWN_MAX_LENGTH);
  t.notOk(viewerMarkdown('# Title\n\nshort').truncated);
  // Never half a surrogate pair at the cut.
  const emoji = limitLength(`${'a'.repeat(MARKDOWN_MAX_LENGTH - 1)}😀tail`);
  t.ok(emoji.truncated);
  t.equal(emoji.text, 'a'.repeat(MARKDOWN_MAX_LENGTH - 1));
  t.doesNotThrow(() => renderViewer('x'.repeat(1_000_000)));
});

t.test('ordinary notices pass the caps unchanged', async (t) => {
  const ordinary = [
    '# Notice\n\n- one\n  - two\n    - three\n      - four\n\n1. a\n2. b\n\n> quoted\n> > twice',
    '***bold italic*** and **bold** and *it* and ~~gone~~ and `code`\n\n---\n\n* * *\n\n___',
    '| a | b |\n| --- | :-: |\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n\n[link](https://example.com) ![img](/a.png)',
    '\t- tabbed\n        indented code\n\n2024. A year',
  ];
  for (const text of ordinary) t.equal(limitNesting(text), text, text.slice(0, 30));
  t.equal(viewerMarkdown('<p>Hello <b>world</b></p>').markdown, 'Hello **world**', 'HTML is still converted');
});
