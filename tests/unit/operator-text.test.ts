import t from 'tap';
import { operatorMarkdown } from '#shared/markdown/operator-text.ts';
import { siteInfoFrom } from '#client/site/site-info.ts';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import { defaultStatus } from '#mock-gateway/store/defaults.ts';

t.test("an operator's text: trimmed; a bare address becomes a link to it, anything else stays as written", async (t) => {
  t.equal(operatorMarkdown('  ## Hello\n\nworld \n'), '## Hello\n\nworld');
  t.equal(operatorMarkdown(' https://status.example/page '), '[https://status.example/page](https://status.example/page)');
  t.equal(operatorMarkdown('see https://status.example'), 'see https://status.example', 'an address inside a text is left to the viewer');
  t.equal(operatorMarkdown('javascript:alert(1)'), 'javascript:alert(1)', 'never made a link here (the viewer blanks unsafe ones)');
  t.equal(operatorMarkdown(''), '');
});

t.test('the site footer comes from the status’s footer_html, empty when none', async (t) => {
  t.equal(siteInfoFrom(null).footer, '');
  const status = StatusSchema.parse({ ...defaultStatus(0), footer_html: ' <a href="https://beian.example/">ICP 001</a> ' });
  t.equal(siteInfoFrom(status).footer, '<a href="https://beian.example/">ICP 001</a>');
});
