import type { OrderCreated } from '#shared/api/schemas/billing.ts';

/**
 * Opens a type-1 order's payment page in a new tab: a plain link, or, when the gateway asks for
 * a form post (`method` + `params`, e.g. epay), a form submitted into that tab. Returns false
 * when the browser blocked the new tab (the dialog then offers a link to click).
 */
export function openPaymentPage(order: OrderCreated): boolean {
  const { url, method, params } = order.data;
  if (method && method.toUpperCase() === 'POST') {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    form.target = '_blank';
    for (const [name, value] of Object.entries(params ?? {})) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = typeof value === 'string' ? value : JSON.stringify(value);
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
    return true;
  }
  const target = paymentHref(order) ?? url;
  // Opened blank first so the gateway's page gets no handle on this tab (no `opener`), while
  // a blocked pop-up can still be told apart (`noopener` would always answer null).
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  tab.location.href = target;
  return true;
}

/** The address a "pay" link opens: the URL with any parameters as its query (GET gateways only). */
export function paymentHref(order: OrderCreated): string | null {
  const { url, method, params } = order.data;
  if (method && method.toUpperCase() === 'POST') return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  return query.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${query.toString()}` : url;
}
