import t from 'tap';
import { z } from 'zod/mini';
import { FapiaoReviewSchema, FapiaoTitleInputSchema } from '#shared/api/schemas/fapiao.ts';
import { fapiaoFileLink } from '#shared/fapiao/file-link.ts';
import { isTaxId, normalizeTaxId, taxIdCheckChar } from '#shared/fapiao/tax-id.ts';
import { formToBody, titleFormSchema } from '#client/pages/dashboard/account/fapiao/title-form.ts';

t.test('the unified social credit code: 18 characters of its alphabet, check character right', async (t) => {
  // Published codes of real companies (their check characters are right).
  for (const code of ['91350100M000100Y43', '91110108551385082Q', '914403001922038216']) t.ok(isTaxId(code), code);
  t.notOk(isTaxId('91350100M000100Y44'), 'a wrong check character');
  t.notOk(isTaxId('91350100M000100Y4'), '17 characters');
  t.notOk(isTaxId('91350100M000100Y433'), '19 characters');
  t.notOk(isTaxId('91350100m000100Y43'), 'lowercase');
  for (const letter of ['I', 'O', 'Z', 'S', 'V']) t.equal(taxIdCheckChar(`9135010${letter}M000100Y4`), null, `no ${letter}`);
  t.equal(normalizeTaxId(' 9135 0100m000100y43 '), '91350100M000100Y43');
});

t.test('a fapiao file opens only as an https link', async (t) => {
  t.equal(fapiaoFileLink('https://files.example.com/a.pdf'), 'https://files.example.com/a.pdf');
  for (const text of [
    'http://files.example.com/a.pdf',
    'javascript:alert(1)',
    'data:text/html,x',
    '//files.example.com/a.pdf',
    '',
    'https:/',
  ])
    t.equal(fapiaoFileLink(text), null, text);
});

t.test('the title rules of the gateway’s schema and the form agree', async (t) => {
  const company = { kind: 'company', name: 'ACME', tax_id: '91350100M000100Y43', email: 'a@example.com', fapiao_type: 'special' } as const;
  t.ok(z.safeParse(FapiaoTitleInputSchema, company).success);
  t.notOk(z.safeParse(FapiaoTitleInputSchema, { ...company, tax_id: '91350100M000100Y44' }).success);
  t.notOk(z.safeParse(FapiaoTitleInputSchema, { ...company, kind: 'personal' }).success, 'a person has no tax id and no 专票');
  t.ok(z.safeParse(FapiaoTitleInputSchema, { ...company, kind: 'personal', tax_id: '', fapiao_type: 'normal' }).success);

  const form = { kind: 'company', name: ' ACME ', taxId: '91350100m000100y43', email: ' a@example.com ', fapiaoType: 'special' } as const;
  t.ok(z.safeParse(titleFormSchema, form).success, 'lowercase is accepted by the form');
  const body = formToBody(form, null);
  t.same(body, company, 'and sent the way the gateway takes it');
  t.ok(z.safeParse(FapiaoTitleInputSchema, body).success);
  const broken = z.safeParse(titleFormSchema, { ...form, taxId: '123', email: 'x' });
  t.same(broken.error?.issues.map((issue) => issue.path.join('.')).sort(), ['email', 'taxId'], 'every broken field at once');
  t.same(formToBody({ ...form, kind: 'personal' }, null), {
    kind: 'personal',
    name: 'ACME',
    tax_id: '',
    email: 'a@example.com',
    fapiao_type: 'normal',
  });
});

t.test('a review issues with a number and an https file, or rejects with a reason', async (t) => {
  t.ok(z.safeParse(FapiaoReviewSchema, { status: 'issued', invoice_no: '1', file_url: 'https://x.example/a.pdf' }).success);
  t.notOk(z.safeParse(FapiaoReviewSchema, { status: 'issued', invoice_no: '1', file_url: 'http://x.example/a.pdf' }).success);
  t.notOk(z.safeParse(FapiaoReviewSchema, { status: 'issued', file_url: 'https://x.example/a.pdf' }).success);
  t.ok(z.safeParse(FapiaoReviewSchema, { status: 'rejected', remark: 'wrong title' }).success);
  t.notOk(z.safeParse(FapiaoReviewSchema, { status: 'rejected', remark: '  ' }).success);
  t.notOk(z.safeParse(FapiaoReviewSchema, { status: 'pending' }).success);
});
