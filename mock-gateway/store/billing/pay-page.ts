import type { Order } from '#shared/api/schemas/billing.ts';
import type { PaymentGatewayRecord } from './billing.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The pay page's CSP: no script, no <style>; style attributes only (as the fake OAuth pages). */
export const PAY_PAGE_CSP = "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const BUTTON = 'style="padding: 0.6rem 1.4rem; margin-right: 0.6rem; font: inherit; cursor: pointer"';

function money(value: number, currency: string): string {
  return `${value.toFixed(2)} ${escapeHtml(currency)}`;
}

/**
 * The double's stand-in for a payment provider's checkout page: the order's figures and one
 * POST form with "Pay" and "Cancel" (`action` = pay | cancel). A finished order shows its status
 * and a link back to the console's top-up page instead.
 */
export function payPageHtml(order: Order, gateway: PaymentGatewayRecord | undefined, returnUrl: string): string {
  const rows: [string, string][] = [
    ['Order', escapeHtml(order.trade_no)],
    ['Method', escapeHtml(gateway?.name ?? `#${order.gateway_id}`)],
    ['Credit', `$${order.amount} (${order.quota} quota)`],
    ['Discount', money(order.discount, order.order_currency)],
    ['Fee', money(order.fee, order.order_currency)],
    ['Total', `<strong data-testid="pay-total">${money(order.order_amount, order.order_currency)}</strong>`],
  ];
  const table = rows
    .map(([label, value]) => `<tr><th style="text-align: left; padding-right: 1rem">${label}</th><td>${value}</td></tr>`)
    .join('\n');
  const action = `/api/_mock/pay/${encodeURIComponent(order.trade_no)}`;
  const form =
    order.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay" ${BUTTON}>Pay</button>
<button type="submit" name="action" value="cancel" ${BUTTON}>Cancel</button>
</form>`
      : `<p>This order is <strong data-testid="pay-status">${escapeHtml(order.status)}</strong>. <a href="${escapeHtml(returnUrl)}">Back to the top-up page</a></p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mock payment – ${escapeHtml(order.trade_no)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Mock payment</h1>
<p>This is the gateway double's fake checkout; no money moves.</p>
<table>
${table}
</table>
${form}
</body>
</html>
`;
}

/** A small page for an unknown trade number. */
export function payPageNotFoundHtml(tradeNo: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock payment – not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto"><h1>Mock payment</h1><p>No order ${escapeHtml(tradeNo)}.</p></body></html>
`;
}
