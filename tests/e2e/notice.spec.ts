import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import type { Page } from '@playwright/test';
import { markdownOptions } from '#shared/markdown/options.ts';
import { toMarkdown } from '#shared/markdown/to-markdown.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The other specs hide the notice (fixtures.ts); these tests are about it.
test.use({ siteNotice: true });

// The bundled double's notice (mock-gateway/store/defaults.ts) is markdown with a heading.
const NOTICE_HEADING = '系统公告';

function noticeDialog(page: Page) {
  return page.getByRole('dialog', { name: '公告' });
}

test('the notice opens once on the first visit, stays closed after a reload, and the bell reopens it', async ({ page, problems }) => {
  const loaded = page.waitForResponse('**/api/notice');
  await page.goto('/');
  await waitForHydration(page);
  await loaded;
  const dialog = noticeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: NOTICE_HEADING })).toBeVisible();
  // Internal links of the notice stay in the app (no new tab).
  await expect(dialog.getByRole('link', { name: '价格页面' })).toHaveAttribute('href', '/prices');
  await expect(dialog.getByRole('link', { name: '价格页面' })).not.toHaveAttribute('target', /.*/);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('notice'))).toContain(NOTICE_HEADING);

  const reloaded = page.waitForResponse('**/api/notice');
  await page.reload();
  await waitForHydration(page);
  await reloaded;
  const bell = page.getByRole('button', { name: '查看公告' });
  await expect(bell).toBeVisible();
  await expect(noticeDialog(page)).toHaveCount(0);

  await bell.click();
  await expect(noticeDialog(page)).toBeVisible();
  await expect(noticeDialog(page).getByRole('heading', { name: NOTICE_HEADING })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a failed notice load is only logged: no dialog, no bell, no page error', async ({ page, problems }) => {
  await page.route('**/api/notice', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/');
  await waitForHydration(page);
  // Wait until the failure has been handled before checking that nothing appeared.
  await expect.poll(() => problems.list.some((p) => p.includes('site notice could not be loaded'))).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '查看公告' })).toHaveCount(0);
  // The expected console errors: the browser's own 500 report and our log line.
  expect(problems.list.filter((p) => !p.includes('/api/notice') && !p.includes('site notice could not be loaded'))).toEqual([]);
});

// HTML with the usual content and some the parsers must repair (unclosed tags, stray ends).
const HTML_NOTICE = [
  '<h2>维护通知</h2><p>Hello <strong>bold</strong>, <em>em</em>, <del>old</del> &amp; &lt;tag&gt;<br>next line</p>',
  '<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol start="3"><li>three</li></ol>',
  '<blockquote><p>quoted</p></blockquote><pre><code>const a = 1;\n  b();</code></pre><hr>',
  '<table><thead><tr><th>Model</th><th>Price</th></tr></thead><tbody><tr><td>gpt|4</td><td>$1</td></tr></tbody></table>',
  '<p><a href="/login">sign in</a> <a href="https://example.com/x">external</a> <a href="javascript:alert(1)">bad</a></p>',
  '<p><img src="/favicon.svg" alt="picture"></p><div>unclosed <b>bold <i>both</b> after</i></div></span><p>end',
].join('\n');

/**
 * Tag names and text in document order, ignoring layout-only wrappers, React's image preload
 * links, and how text is split into nodes.
 */
function outline(root: Element): string[] {
  const out: string[] = [];
  let text = '';
  const flush = (): void => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed) out.push(`"${trimmed}"`);
    text = '';
  };
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        text += child.textContent ?? '';
      } else if (child instanceof Element) {
        const tag = child.tagName.toLowerCase();
        if (tag === 'link') continue;
        const wrapper = tag === 'div' || tag === 'span';
        if (!wrapper) {
          flush();
          out.push(`<${tag}${tag === 'a' ? ` ${child.getAttribute('href') ?? ''}` : ''}>`);
        }
        walk(child);
        if (!wrapper) {
          flush();
          out.push(`</${tag}>`);
        }
      }
    }
  };
  walk(root);
  flush();
  return out;
}

test('an HTML notice converted in the browser renders like the server conversion, and the viewer keeps its rules', async ({
  page,
  problems,
}) => {
  await page.route('**/api/notice', (route) => route.fulfill({ json: { success: true, message: '', data: HTML_NOTICE } }));
  await page.goto('/');
  await waitForHydration(page);
  const dialog = noticeDialog(page);
  await expect(dialog.getByRole('heading', { name: '维护通知' })).toBeVisible();
  const content = dialog.locator('.MuiDialogContent-root > div');
  const inBrowser = await content.evaluate(outline);

  // The same text through the server's path (turndown on domino, react-markdown), laid out in
  // a blank page with the same walker. The server rendered <a href=""> becomes a <span>.
  const serverHtml = renderToStaticMarkup(createElement(ReactMarkdown, markdownOptions, toMarkdown(HTML_NOTICE))).replace(
    /<a href="">(.*?)<\/a>/g,
    '<span>$1</span>',
  );
  const blank = await page.context().newPage();
  await blank.setContent(`<div id="root">${serverHtml}</div>`);
  const onServer = await blank.locator('#root').evaluate(outline);
  await blank.close();
  expect(inBrowser).toEqual(onServer);
  expect(inBrowser).toContain('<del>');
  expect(inBrowser).toContain('<table>');

  await expect(content.locator('script, [onerror], [href^="javascript"]')).toHaveCount(0);
  const image = content.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveCSS('aspect-ratio', '16 / 9');
  await expect(image).toHaveCSS('border-radius', '8px');
  await expect(image).toHaveCSS('object-fit', 'cover');
  const external = content.getByRole('link', { name: 'external' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(content.getByText('bad')).not.toHaveAttribute('href', /.*/);

  // An internal link navigates inside the app: the document (and this marker) survives.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await content.getByRole('link', { name: 'sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(problems.list).toEqual([]);
});
