import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import {
  REDEMPTION_ORDER_FIELDS,
  RedemptionInputSchema,
  RedemptionStatusInputSchema,
  RedemptionUpdateSchema,
} from '#shared/api/schemas/redemption-admin.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { createRedemptions, findRedemption, searchRedemptions } from '#mock-gateway/store/billing/redeem.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import {
  invalidRedemptions,
  purgeInvalidRedemptions,
  setRedemptionStatus,
  updateRedemption,
} from '#mock-gateway/store/billing/redemption-admin.ts';
import { changedNothing } from '#mock-gateway/http/audit.ts';

const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  keyword: z.string().default(''),
});
const IdParams = z.object({ id: z.string() });
const StatusOnlyQuery = z.object({ status_only: z.string().optional() });

/** strconv.Atoi's text for a path id that is not a number. */
function atoiError(raw: string): string {
  return `strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`;
}

/** A batch's id range for its record: `12` or `12-21`. */
function idRange(ids: readonly number[]): string {
  const first = ids[0] ?? 0;
  const last = ids.at(-1) ?? first;
  return first === last ? String(first) : `${first}-${last}`;
}

/**
 * Redemption codes (contract §2.10; the spec's lower operator level, §6, where upstream asks for
 * an admin: `upstream-only.ts`) with new-api's expiry and purge
 * of used or expired codes as extensions; every change writes an operation record
 * (`redemption.create|update|status|delete|purge`, target type `redemption`).
 */
export const redemptionAdminRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/redemption/', { config: { role: ROLE.operator } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const result = paginate(searchRedemptions(store, query.data.keyword), query.data, REDEMPTION_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  // Extension: what the purge would delete, so the console's confirmation can name the count.
  app.get('/api/redemption/invalid', { config: { role: ROLE.operator } }, async () => {
    return ok({ count: invalidRedemptions(store).length });
  });

  app.get('/api/redemption/:id', { config: { role: ROLE.operator } }, async (request) => {
    const raw = IdParams.parse(request.params).id;
    if (!/^[+-]?\d+$/.test(raw)) return fail(atoiError(raw));
    const found = findRedemption(store, Number(raw));
    return found.ok ? ok(found.data) : fail(found.message);
  });

  app.post('/api/redemption/', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(RedemptionInputSchema, request.body ?? {});
    if (!body.ok) return fail(body.message);
    const { name, quota, count, expired_time: expiredTime = 0 } = body.data;
    const created = createRedemptions(store, callerOf(request).user.id, { name, quota, count, expiredTime });
    if (!created.ok) return fail(created.message);
    const ids = created.data.map((code) => code.id);
    recordOperation(store, request, {
      action: 'redemption.create',
      targetType: 'redemption',
      targetId: idRange(ids),
      before: null,
      after: { name, quota, count, expired_time: expiredTime, ids },
    });
    return ok(created.data.map((code) => code.key));
  });

  app.put('/api/redemption/', { config: { role: ROLE.operator } }, async (request) => {
    // `?status_only=<anything>` changes only the status; otherwise name, quota (and expiry).
    if (StatusOnlyQuery.safeParse(request.query).data?.status_only) {
      const body = readBody(RedemptionStatusInputSchema, request.body ?? {});
      if (!body.ok) return fail(body.message);
      const changed = setRedemptionStatus(store, body.data.id, body.data.status);
      if (!changed.ok) return fail(changed.message);
      const { code, before } = changed.data;
      recordOperation(store, request, {
        action: 'redemption.status',
        targetType: 'redemption',
        targetId: code.id,
        before: { status: before },
        after: { status: code.status },
      });
      return ok(code);
    }
    const body = readBody(RedemptionUpdateSchema, request.body ?? {});
    if (!body.ok) return fail(body.message);
    const updated = updateRedemption(store, body.data);
    if (!updated.ok) return fail(updated.message);
    const { code, before } = updated.data;
    recordOperation(store, request, {
      action: 'redemption.update',
      targetType: 'redemption',
      targetId: code.id,
      before,
      after: { name: code.name, quota: code.quota, expired_time: code.expired_time ?? 0 },
    });
    return ok(code);
  });

  // Extension (new-api): delete every used or expired code; data = how many.
  app.delete('/api/redemption/invalid', { config: { role: ROLE.operator } }, async (request) => {
    const ids = purgeInvalidRedemptions(store);
    if (ids.length === 0) changedNothing(request);
    else
      recordOperation(store, request, {
        action: 'redemption.purge',
        targetType: 'redemption',
        targetId: 'invalid',
        before: { count: ids.length, ids },
        after: null,
      });
    return ok(ids.length);
  });

  app.delete('/api/redemption/:id', { config: { role: ROLE.operator } }, async (request) => {
    const raw = IdParams.parse(request.params).id;
    const found = findRedemption(store, /^\d+$/.test(raw) ? Number(raw) : 0);
    if (!found.ok) return fail(found.message);
    store.redemptions.delete(found.data.id);
    recordOperation(store, request, {
      action: 'redemption.delete',
      targetType: 'redemption',
      targetId: found.data.id,
      before: { ...found.data },
      after: null,
    });
    return ok();
  });
});
