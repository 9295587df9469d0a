import { createHash } from 'node:crypto';
import type { Order, Redemption, UserPaymentGateway } from '#shared/api/schemas/billing.ts';

/** A payment gateway as the admin sees it (contract §2.14 Payment); users get the public part. */
export interface PaymentGatewayRecord extends UserPaymentGateway {
  id: number;
  type: string;
  enable: boolean;
  created_at: number;
  /** Where the provider calls back ('' = the site's ServerAddress). */
  notify_domain: string;
  /** The per-type fields as JSON text, secrets in clear: never sent as stored (`./payment-gateway.ts`). */
  config: string;
}

const DAY = 86400;

/** The deterministic 32-hex key of seeded redemption code `n` (listed in the README). */
export function seedRedemptionKey(n: number): string {
  return createHash('sha256').update(`mock-gateway:redemption:${n}`).digest('hex').slice(0, 32);
}

/**
 * Seeded redemption codes: ids 1–3 unused (status 1), 4–5 used by demo and admin (status 3),
 * 6 disabled (status 2). Keys come from `seedRedemptionKey(id)`. `user_id` is the creator (root)
 * until a code is redeemed, then the redeemer.
 */
export function seedRedemptions(seconds: number): Redemption[] {
  const code = (id: number, name: string, quota: number, status: number, userId = 1, redeemedDaysAgo = 0): Redemption => ({
    id,
    user_id: userId,
    key: seedRedemptionKey(id),
    status,
    name,
    quota,
    created_time: seconds - 20 * DAY + id * 3600,
    redeemed_time: status === 3 ? seconds - redeemedDaysAgo * DAY : 0,
    count: 0,
    expired_time: 0,
  });
  return [
    code(1, '新用户礼包', 500000, 1),
    code(2, '新用户礼包', 500000, 1),
    code(3, '活动码 $10', 5000000, 1),
    code(4, '活动码 $10', 5000000, 3, 4, 5),
    code(5, '内测补偿', 1000000, 3, 2, 12),
    code(6, '已作废批次', 2000000, 2),
  ];
}

// Made-up credentials of the seeded gateways' types: the tests look for them in every answer.
const SEED_CONFIG: Record<string, Record<string, string>> = {
  epay: { pay_domain: 'https://pay.example.com', partner_id: '1001', key: 'seed-epay-key-0001', pay_type: 'alipay' },
  stripe: { secret_key: 'sk_test_seed_stripe_0002', webhook_secret: 'whsec_seed_stripe_0002' },
  wxpay: {
    app_id: 'wx0000000000000003',
    mch_id: '1900000003',
    mch_certificate_serial_number: 'SEEDSERIAL0003',
    mch_apiv3_key: 'seed-wxpay-apiv3-key-0003',
    mch_private_key: 'seed-wxpay-private-key-0003',
    pay_type: 'Native',
  },
  alipay: {
    app_id: '2021000000000004',
    private_key: 'seed-alipay-private-key-0004',
    public_key: 'seed-alipay-public-key',
    pay_type: 'pagepay',
  },
};

/**
 * Seeded payment gateways: three enabled (CNY e-pay with a 0.6 % fee, USD Stripe with a fixed
 * $0.30 fee, CNY WeChat Pay with 1 %) and one disabled; uuids are fixed so tests can name them.
 */
export function seedPaymentGateways(seconds: number): PaymentGatewayRecord[] {
  const gateway = (
    id: number,
    type: string,
    uuid: string,
    name: string,
    currency: string,
    fixed_fee: number,
    percent_fee: number,
    sort: number,
    enable: boolean,
  ): PaymentGatewayRecord => ({
    id,
    type,
    uuid,
    name,
    icon: '',
    fixed_fee,
    percent_fee,
    currency,
    sort,
    enable,
    created_at: seconds - 60 * DAY + id * DAY,
    notify_domain: '',
    config: JSON.stringify(SEED_CONFIG[type] ?? {}),
  });
  return [
    gateway(1, 'epay', 'mock-epay-alipay', '支付宝（易支付）', 'CNY', 0, 0.006, 10, true),
    gateway(2, 'stripe', 'mock-stripe-card', 'Stripe 信用卡', 'USD', 0.3, 0, 5, true),
    gateway(3, 'wxpay', 'mock-wxpay', '微信支付', 'CNY', 0, 0.01, 8, true),
    gateway(4, 'alipay', 'mock-alipay-legacy', '支付宝当面付（停用）', 'CNY', 0, 0.006, 1, false),
  ];
}

/** Seeded past orders of demo (4) and admin (2): paid, failed and closed, for the admin list. */
export function seedOrders(seconds: number): Order[] {
  const order = (
    id: number,
    userId: number,
    gatewayId: number,
    amount: number,
    orderAmount: number,
    currency: string,
    fee: number,
    status: Order['status'],
    daysAgo: number,
  ): Order => ({
    id,
    user_id: userId,
    gateway_id: gatewayId,
    trade_no: `MOCK${seconds - daysAgo * DAY}${String(id).padStart(4, '0')}`,
    gateway_no: status === 'success' ? `GW${String(900000 + id)}` : '',
    amount,
    order_amount: orderAmount,
    order_currency: currency,
    quota: amount * 500000,
    fee,
    discount: 0,
    status,
    created_at: seconds - daysAgo * DAY,
  });
  return [
    order(1, 4, 1, 10, 73.44, 'CNY', 0.44, 'success', 25),
    order(2, 4, 2, 5, 5.3, 'USD', 0.3, 'failed', 18),
    order(3, 4, 3, 10, 73.73, 'CNY', 0.73, 'closed', 9),
    order(4, 2, 2, 50, 51.75, 'USD', 1.75, 'success', 6),
  ];
}
