import type { Order, Redemption, UserPaymentGateway } from '../../shared/api/schemas/billing.ts';

/** A payment gateway as the admin sees it (contract §2.14 Payment); users get the public part. */
export interface PaymentGatewayRecord extends UserPaymentGateway {
  id: number;
  type: string;
  enable: boolean;
  created_at: number;
}

/** Seeded redemption codes (filled by the billing work). */
export function seedRedemptions(_seconds: number): Redemption[] {
  return [];
}

/** Seeded payment gateways (filled by the billing work). */
export function seedPaymentGateways(_seconds: number): PaymentGatewayRecord[] {
  return [];
}

/** Seeded orders (filled by the billing work). */
export function seedOrders(_seconds: number): Order[] {
  return [];
}
