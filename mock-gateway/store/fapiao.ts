import type { Order } from '#shared/api/schemas/billing.ts';
import { FAPIAO_TITLES_MAX } from '#shared/api/schemas/fapiao.ts';
import type {
  Fapiao,
  FapiaoRequestInput,
  FapiaoReview,
  FapiaoStatus,
  FapiaoTitle,
  FapiaoTitleInput,
  FapiaoTitleUpdate,
} from '#shared/api/schemas/fapiao.ts';
import { cents } from '#shared/billing/order-amount.ts';
import { nowSeconds } from './state.ts';
import type { MockStore, UserRecord } from './state.ts';

/** A change to the fapiao data, or the gateway's message for why it was refused. */
export type FapiaoResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * The double's refusals. Another user's title, order or request reads as one that does not
 * exist, so ids of other users cannot be probed.
 */
export const FAPIAO_MESSAGES = {
  titleNotFound: '发票抬头不存在',
  tooManyTitles: `发票抬头最多 ${FAPIAO_TITLES_MAX} 个`,
  orderNotFound: '订单不存在',
  orderNotPaid: '订单未支付，不能开票',
  orderInvoiced: '订单已开票或正在申请开票',
  orderRepeated: '订单重复',
  currencyMixed: '所选订单的币种不一致，请分开申请',
  requestNotFound: '发票申请不存在',
  notPending: '该申请已处理，不能再更改',
} as const;

const refused = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** The caller's titles, oldest first. */
export function titlesOf(store: MockStore, userId: number): FapiaoTitle[] {
  return [...store.fapiaoTitles.values()].filter((title) => title.user_id === userId).sort((a, b) => a.id - b.id);
}

function ownTitle(store: MockStore, userId: number, id: number): FapiaoTitle | undefined {
  const title = store.fapiaoTitles.get(id);
  return title?.user_id === userId ? title : undefined;
}

/** The stored form of a checked title: names trimmed, a tax id only for a company. */
function titleFields(input: FapiaoTitleInput) {
  return {
    kind: input.kind,
    name: input.name.trim(),
    tax_id: input.kind === 'company' ? input.tax_id : '',
    email: input.email,
    fapiao_type: input.fapiao_type,
  };
}

/** Adds a title for the caller (at most FAPIAO_TITLES_MAX each). */
export function createTitle(store: MockStore, userId: number, input: FapiaoTitleInput): FapiaoResult<FapiaoTitle> {
  if (titlesOf(store, userId).length >= FAPIAO_TITLES_MAX) return refused(FAPIAO_MESSAGES.tooManyTitles);
  const title: FapiaoTitle = { id: store.nextFapiaoTitleId++, user_id: userId, ...titleFields(input), created_at: nowSeconds(store) };
  store.fapiaoTitles.set(title.id, title);
  return { ok: true, data: title };
}

/** Replaces one of the caller's titles; requests already made keep the title they were made with. */
export function updateTitle(store: MockStore, userId: number, input: FapiaoTitleUpdate): FapiaoResult<FapiaoTitle> {
  const title = ownTitle(store, userId, input.id);
  if (!title) return refused(FAPIAO_MESSAGES.titleNotFound);
  Object.assign(title, titleFields(input));
  return { ok: true, data: title };
}

/** Deletes one of the caller's titles. */
export function deleteTitle(store: MockStore, userId: number, id: number): FapiaoResult<null> {
  if (!ownTitle(store, userId, id)) return refused(FAPIAO_MESSAGES.titleNotFound);
  store.fapiaoTitles.delete(id);
  return { ok: true, data: null };
}

/** Ids of the orders a pending or issued request covers (a rejected one frees its orders). */
function coveredOrderIds(store: MockStore): Set<number> {
  const ids = new Set<number>();
  for (const fapiao of store.fapiaos.values()) if (fapiao.status !== 'rejected') for (const id of fapiao.order_ids) ids.add(id);
  return ids;
}

function ordersById(store: MockStore): Map<number, Order> {
  return new Map([...store.orders.values()].map((order) => [order.id, order]));
}

/** The caller's paid orders no pending or issued request covers, newest first. */
export function invoiceableOrders(store: MockStore, userId: number): Order[] {
  const covered = coveredOrderIds(store);
  return [...store.orders.values()]
    .filter((order) => order.user_id === userId && order.status === 'success' && !covered.has(order.id))
    .sort((a, b) => b.id - a.id);
}

/**
 * A request for a fapiao over some of the caller's orders: each must be the caller's own, paid,
 * and not in a pending or issued request; all in one currency. The amount is the sum of their
 * `order_amount`. Synchronous from the checks to the insert, so of two requests for the same
 * order arriving together exactly one succeeds.
 */
export function requestFapiao(store: MockStore, user: UserRecord, input: FapiaoRequestInput): FapiaoResult<Fapiao> {
  if (new Set(input.order_ids).size !== input.order_ids.length) return refused(FAPIAO_MESSAGES.orderRepeated);
  const title = ownTitle(store, user.id, input.title_id);
  if (!title) return refused(FAPIAO_MESSAGES.titleNotFound);
  const byId = ordersById(store);
  const covered = coveredOrderIds(store);
  const orders: Order[] = [];
  for (const id of input.order_ids) {
    const order = byId.get(id);
    if (!order || order.user_id !== user.id) return refused(FAPIAO_MESSAGES.orderNotFound);
    if (order.status !== 'success') return refused(FAPIAO_MESSAGES.orderNotPaid);
    if (covered.has(order.id)) return refused(FAPIAO_MESSAGES.orderInvoiced);
    orders.push(order);
  }
  const currencies = new Set(orders.map((order) => order.order_currency));
  if (currencies.size !== 1) return refused(FAPIAO_MESSAGES.currencyMixed);
  const now = nowSeconds(store);
  const fapiao: Fapiao = {
    id: store.nextFapiaoId++,
    user_id: user.id,
    username: user.username,
    order_ids: [...input.order_ids],
    amount: cents(orders.reduce((sum, order) => sum + order.order_amount, 0)),
    currency: orders[0]?.order_currency ?? '',
    title: { kind: title.kind, name: title.name, tax_id: title.tax_id, email: title.email, fapiao_type: title.fapiao_type },
    status: 'pending',
    invoice_no: '',
    file_url: '',
    remark: '',
    created_at: now,
    updated_at: now,
  };
  store.fapiaos.set(fapiao.id, fapiao);
  return { ok: true, data: fapiao };
}

/** Withdraws one of the caller's pending requests (it is removed; its orders may be requested again). */
export function cancelFapiao(store: MockStore, userId: number, id: number): FapiaoResult<null> {
  const fapiao = store.fapiaos.get(id);
  if (fapiao?.user_id !== userId) return refused(FAPIAO_MESSAGES.requestNotFound);
  if (fapiao.status !== 'pending') return refused(FAPIAO_MESSAGES.notPending);
  store.fapiaos.delete(id);
  return { ok: true, data: null };
}

/** Which requests a list shows: one user's (by id, or by a part of the name), one status. */
export interface FapiaoFilter {
  userId?: number | undefined;
  username?: string | undefined;
  status?: FapiaoStatus | undefined;
}

/** The requests matching a filter, unordered (the route pages them). */
export function searchFapiaos(store: MockStore, filter: FapiaoFilter): Fapiao[] {
  const name = filter.username?.toLowerCase();
  return [...store.fapiaos.values()].filter(
    (fapiao) =>
      (filter.userId === undefined || fapiao.user_id === filter.userId) &&
      (!name || fapiao.username.toLowerCase().includes(name)) &&
      (filter.status === undefined || fapiao.status === filter.status),
  );
}

/** An admin's decision on a pending request; answers the request before and after. */
export function reviewFapiao(store: MockStore, id: number, review: FapiaoReview): FapiaoResult<{ before: Fapiao; after: Fapiao }> {
  const fapiao = store.fapiaos.get(id);
  if (!fapiao) return refused(FAPIAO_MESSAGES.requestNotFound);
  if (fapiao.status !== 'pending') return refused(FAPIAO_MESSAGES.notPending);
  const before = { ...fapiao };
  if (review.status === 'issued') {
    fapiao.invoice_no = review.invoice_no ?? '';
    fapiao.file_url = review.file_url ?? '';
    fapiao.remark = review.remark ?? '';
  } else fapiao.remark = review.remark ?? '';
  fapiao.status = review.status;
  fapiao.updated_at = nowSeconds(store);
  return { ok: true, data: { before, after: { ...fapiao } } };
}
