import t from 'tap';
import { z } from 'zod/mini';
import {
  PAYMENT_CONFIG_FIELDS,
  PaymentGatewayInputSchema,
  configWithoutSecrets,
  keepStoredSecrets,
  parsePaymentConfig,
  paymentCallbackUrl,
  paymentSecretKeys,
} from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway } from '#shared/api/schemas/payment-gateway.ts';
import {
  emptyPaymentForm,
  formToBody,
  gatewayToForm,
  gatewayWith,
  paymentFormSchema,
  switchType,
} from '#client/pages/dashboard/admin/payment-gateway/payment-form.ts';
import type { PaymentForm } from '#client/pages/dashboard/admin/payment-gateway/payment-form.ts';

const STRIPE: PaymentForm = {
  ...emptyPaymentForm('stripe'),
  name: 'Stripe',
  icon: 'https://example.com/s.svg',
  currency: 'USD',
  fixedFee: '0.3',
  percentFee: '2.9',
  config: { secret_key: 'sk_live_x', webhook_secret: 'whsec_x' },
};
const STORED: PaymentGateway = {
  id: 7,
  type: 'wxpay',
  uuid: 'u-7',
  name: 'WeChat',
  icon: 'https://example.com/w.svg',
  notify_domain: 'https://pay.example.org',
  fixed_fee: 0,
  percent_fee: 0.006,
  currency: 'CNY',
  config: JSON.stringify({ app_id: 'wx1', mch_id: 'm1', mch_certificate_serial_number: 's1', mch_apiv3_key: 'LEAK', pay_type: 'Native' }),
  sort: 3,
  enable: true,
  created_at: 1,
};

/** The field each issue is on, with its translation key when it is the page's own. */
function issuesOf(form: PaymentForm, creating = true): string[] {
  const result = z.safeParse(paymentFormSchema(creating), form);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = issue.code === 'custom' ? (issue.params as { i18n?: string } | undefined)?.i18n : issue.code;
    return `${issue.path.join('.')}:${key ?? ''}`;
  });
}

t.test('the type table: each type’s fields, the secrets among them, one-hub’s keys', async (t) => {
  t.same(Object.fromEntries(Object.entries(PAYMENT_CONFIG_FIELDS).map(([type, fields]) => [type, fields.map((field) => field.key)])), {
    epay: ['pay_domain', 'partner_id', 'key', 'pay_type'],
    alipay: ['app_id', 'private_key', 'public_key', 'pay_type'],
    wxpay: ['app_id', 'mch_id', 'mch_certificate_serial_number', 'mch_apiv3_key', 'mch_private_key', 'pay_type'],
    stripe: ['secret_key', 'webhook_secret'],
  });
  t.same(paymentSecretKeys('wxpay'), ['mch_apiv3_key', 'mch_private_key']);
  t.same(paymentSecretKeys('paypal'), [], 'an unknown type has none');
  t.same(parsePaymentConfig(configWithoutSecrets('stripe', '{"secret_key":"sk","webhook_secret":"wh"}')), {
    secret_key: '',
    webhook_secret: '',
  });
  t.same(parsePaymentConfig('not json'), {});
  t.same(parsePaymentConfig('[1]'), {});
});

t.test('an empty secret is the stored one (same type only); a typed one replaces it', async (t) => {
  // Upstream stores `config` as sent: without this an edit of the name would erase its keys.
  const stored = { type: 'stripe', config: '{"secret_key":"sk_old","webhook_secret":"wh_old"}' };
  t.same(parsePaymentConfig(keepStoredSecrets('stripe', '{"secret_key":"","webhook_secret":"wh_new"}', stored)), {
    secret_key: 'sk_old',
    webhook_secret: 'wh_new',
  });
  t.same(parsePaymentConfig(keepStoredSecrets('epay', '{"key":""}', stored)), { key: '' }, 'another type keeps nothing');
  t.same(parsePaymentConfig(keepStoredSecrets('stripe', '{"secret_key":""}', null)), { secret_key: '' }, 'nothing stored');
  const masked = { type: 'stripe', config: configWithoutSecrets('stripe', stored.config) };
  t.same(parsePaymentConfig(keepStoredSecrets('stripe', '{"secret_key":""}', masked)), { secret_key: '' }, 'the double answers them empty');
});

t.test('the callback URL: the notify domain, else the server address; null when both are empty', async (t) => {
  t.equal(paymentCallbackUrl('https://pay.example.org/', 'https://site', 'u1'), 'https://pay.example.org/api/payment/notify/u1');
  t.equal(paymentCallbackUrl(' ', 'https://site.example.com', 'u1'), 'https://site.example.com/api/payment/notify/u1');
  t.equal(paymentCallbackUrl('', '', 'u1'), null, 'one-hub #453: nowhere to call back');
});

t.test('a complete form becomes the body the gateway reads (percent to a fraction)', async (t) => {
  t.same(issuesOf(STRIPE), []);
  const body = formToBody({ ...STRIPE, name: ' Stripe ', notifyDomain: 'https://pay.example.org/' }, null);
  t.same(body, {
    type: 'stripe',
    name: 'Stripe',
    icon: 'https://example.com/s.svg',
    notify_domain: 'https://pay.example.org',
    fixed_fee: 0.3,
    percent_fee: 0.029,
    currency: 'USD',
    config: '{"secret_key":"sk_live_x","webhook_secret":"whsec_x"}',
    sort: 0,
    enable: true,
  });
  t.ok(PaymentGatewayInputSchema.safeParse(body).success, 'the shared body schema accepts it');
  t.equal(formToBody({ ...STRIPE, percentFee: '0.6' }, null).percent_fee, 0.006, 'no binary noise');
});

t.test('a stored gateway fills the form without its secrets; an edit keeps id and uuid', async (t) => {
  const form = gatewayToForm(STORED);
  t.same(form.config, {
    app_id: 'wx1',
    mch_id: 'm1',
    mch_certificate_serial_number: 's1',
    mch_apiv3_key: '',
    mch_private_key: '',
    pay_type: 'Native',
  });
  t.equal(form.percentFee, '0.6');
  t.same(issuesOf(form, false), [], 'secrets may stay empty on edit');
  t.same(issuesOf(form, true), ['config.mch_apiv3_key:too_small', 'config.mch_private_key:too_small'], 'but not on create');
  const body = formToBody(form, STORED);
  t.match(body, { id: 7, uuid: 'u-7', percent_fee: 0.006 });
  t.same(parsePaymentConfig(body.config).mch_apiv3_key, '', 'an empty secret is sent empty: the gateway keeps its own');
  t.same(gatewayWith(STORED, { enable: false }), { ...body, config: STORED.config, enable: false }, 'a toggle sends the gateway as it is');
});

t.test('checks: required texts, fees, sort, the callback domain, per-type fields', async (t) => {
  t.same(issuesOf({ ...STRIPE, name: ' ', icon: '' }), ['name:too_small', 'icon:too_small']);
  t.same(issuesOf({ ...STRIPE, notifyDomain: 'pay.example.org' }), ['notifyDomain:payment_gateway:form.errors.url']);
  t.same(issuesOf({ ...STRIPE, notifyDomain: 'javascript:alert(1)' }), ['notifyDomain:payment_gateway:form.errors.url']);
  t.same(issuesOf({ ...STRIPE, fixedFee: '-1', percentFee: '100', sort: '1.5' }), [
    'fixedFee:too_small',
    'percentFee:too_big',
    'sort:wholeNumber',
  ]);
  t.same(issuesOf({ ...STRIPE, fixedFee: 'abc' }), ['fixedFee:invalid_type']);
  const epay = { ...STRIPE, type: 'epay' as const, config: switchType(STRIPE, 'epay') };
  t.same(epay.config, { pay_domain: '', partner_id: '', key: '', pay_type: '' }, 'a new type starts empty, its choice at the first option');
  t.same(issuesOf(epay), ['config.pay_domain:too_small', 'config.partner_id:too_small', 'config.key:too_small']);
});
