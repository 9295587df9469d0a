import t from 'tap';
import { z } from 'zod/mini';
import { adjustFormSchema } from '#client/pages/dashboard/admin/inviter/adjust-form.ts';
import { rewardSettingsOf, ruleWrites } from '#client/pages/dashboard/admin/inviter/reward-rule.ts';
import { formToRule, ruleFormSchema, ruleToForm } from '#client/pages/dashboard/admin/inviter/rule-form.ts';
import { INVITER_LIST_STATE, inviterApiQuery } from '#client/pages/dashboard/admin/inviter/inviter-list-state.ts';

// The Inviters page's own logic: reading the rule from the options, the writes that save it,
// the rule and adjustment forms, and the list's URL state.

const UNIT = 500_000;

t.test('the rule and the sign-up bonuses from GET /api/option/; none without the extension', async (t) => {
  const options = [
    { key: 'InviterRewardType', value: 'percentage' },
    { key: 'InviterRewardValue', value: '7.5' },
    { key: 'InviterRewardMax', value: '2500000' },
    { key: 'QuotaForInviter', value: '500000' },
    { key: 'QuotaForInvitee', value: 'not a number' },
  ];
  t.same(rewardSettingsOf(options), {
    rule: { type: 'percent', value: 7.5, max: 2_500_000 },
    quotaForInviter: 500_000,
    quotaForInvitee: 0,
  });
  t.equal(rewardSettingsOf([{ key: 'QuotaForInviter', value: '0' }]), null, 'upstream one-hub: no rule');
});

t.test('saving sends only the changed keys, in an order the gateway accepts at every step', async (t) => {
  const percent = { type: 'percent', value: 5, max: 0 } as const;
  const fixed = { type: 'fixed', value: 250_000, max: 1_000_000 } as const;
  t.same(ruleWrites(percent, percent), [], 'nothing changed, nothing sent');
  t.same(ruleWrites(percent, { ...percent, value: 10 }), [{ key: 'InviterRewardValue', value: '10' }]);
  t.same(
    ruleWrites(percent, fixed).map((write) => write.key),
    ['InviterRewardType', 'InviterRewardValue', 'InviterRewardMax'],
    'to fixed: the type first (a value over 100 is refused while the type is a percentage)',
  );
  t.same(
    ruleWrites(fixed, { type: 'percent', value: 5, max: 1_000_000 }),
    [
      { key: 'InviterRewardValue', value: '5' },
      { key: 'InviterRewardType', value: 'percent' },
    ],
    'to a percentage: the value first',
  );
});

t.test('the rule form: a percentage, or money for a fixed reward and the cap', async (t) => {
  t.same(ruleToForm({ type: 'fixed', value: 250_000, max: 0 }, UNIT), { type: 'fixed', value: '0.5', max: '0' });
  t.same(ruleToForm({ type: 'percent', value: 5, max: 1_000_000 }, UNIT), { type: 'percent', value: '5', max: '2' });
  t.same(formToRule({ type: 'fixed', value: '0.5', max: '0.8' }, UNIT), { type: 'fixed', value: 250_000, max: 400_000 });
  t.same(formToRule({ type: 'percent', value: ' 2.5 ', max: '0' }, UNIT), { type: 'percent', value: 2.5, max: 0 });
  const fields = (form: object) => {
    const result = z.safeParse(ruleFormSchema, form);
    return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}:${issue.code}`);
  };
  t.same(fields({ type: 'percent', value: '100', max: '0' }), []);
  t.same(fields({ type: 'percent', value: '101', max: '0' }), ['value:too_big'], 'a percentage is at most 100');
  t.same(fields({ type: 'fixed', value: '101', max: '0' }), [], 'a fixed amount may be larger');
  t.same(fields({ type: 'fixed', value: '', max: '-1' }), ['value:invalid_type', 'max:too_small']);
});

t.test('the adjustment form: a signed amount that moves something and keeps pending at 0 or more, and a remark', async (t) => {
  const issues = (form: { amount: string; remark: string }) => {
    const result = z.safeParse(adjustFormSchema({ pending: 1_000_000, quotaPerUnit: UNIT }), form);
    return result.success
      ? []
      : result.error.issues.map(
          (issue) => `${String(issue.path[0])}:${String((issue as { params?: { i18n?: string } }).params?.i18n ?? issue.code)}`,
        );
  };
  t.same(issues({ amount: '2.5', remark: 'bonus' }), []);
  t.same(issues({ amount: '-2', remark: 'taken back' }), [], 'all that is pending');
  t.same(issues({ amount: '-2.01', remark: 'x' }), ['amount:inviter:adjust.errors.belowZero']);
  t.same(issues({ amount: '0', remark: 'x' }), ['amount:inviter:adjust.errors.zero']);
  t.same(issues({ amount: 'abc', remark: ' ' }), ['amount:invalid_type', 'remark:too_small']);
  t.same(issues({ amount: '1', remark: 'x'.repeat(256) }), ['remark:too_big']);
});

t.test('the list’s URL state and the gateway query it makes', async (t) => {
  const query = INVITER_LIST_STATE.parse(new URLSearchParams('keyword=DEMO&page=2&size=20&order=-aff_quota'));
  t.same(inviterApiQuery(query), { page: 2, size: 20, keyword: 'DEMO', order: '-aff_quota' });
  const defaults = INVITER_LIST_STATE.parse(new URLSearchParams('order=username&size=7'));
  t.same(inviterApiQuery(defaults), { page: 1, size: 10 }, 'an unknown order or size is dropped');
});
