import type { OrderCreated } from '#shared/api/schemas/billing.ts';
import { requireWebUrl, webUrl } from '#shared/web-url.ts';

/** True when the gateway asks for its payment page to be opened with a form post. */
function postsForm(order: OrderCreated): boolean {
  const { method } = order.data;
  return method !== undefined && method.toUpperCase() === 'POST';
}

/**
 * Opens a type-1 order's payment page in a new tab: a plain link, or, when the gateway asks for
 * a form post (`method` + `params`, e.g. epay), a form submitted into that tab. Returns false
 * when the browser blocked the new tab (the dialog then offers a link to click). Throws
 * `UnsafeUrlError` before opening anything when the gateway's address is not a web page (a
 * `javascript:` URL is never opened or posted to).
 */
export function openPaymentPage(order: OrderCreated): boolean {
  const { params } = order.data;
  const target = requireWebUrl(paymentAddress(order), window.location.origin);
  if (postsForm(order)) {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = target;
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
  // Opened blank first so the gateway's page gets no handle on this tab (no `opener`), while
  // a blocked pop-up can still be told apart (`noopener` would always answer null).
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  tab.location.href = target;
  return true;
}

/** The payment page's address as the gateway gave it: for a GET gateway with any parameters as its query. */
function paymentAddress(order: OrderCreated): string {
  const { url, params } = order.data;
  if (postsForm(order)) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  return query.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${query.toString()}` : url;
}

/** The address a "pay" link opens (GET gateways only), or null; never one that is not a web page. */
export function paymentHref(order: OrderCreated): string | null {
  return postsForm(order) ? null : webUrl(paymentAddress(order), window.location.origin);
}
