import t from 'tap';
import { inviterRewardFor, inviterRewardTypeOf, isInviterRewardType } from '#shared/billing/inviter-reward.ts';

// The inviter reward rule (extensions.md, "Inviter management"): what one top-up earns.

t.test('percent: that share of the top-up, rounded down to whole quota', async (t) => {
  const rule = { type: 'percent', value: 5, max: 0 } as const;
  t.equal(inviterRewardFor(rule, 5_000_000, 0), 250_000);
  t.equal(inviterRewardFor(rule, 999, 0), 49, '49.95 rounds down');
  t.equal(inviterRewardFor({ ...rule, value: 2.5 }, 1_000_000, 0), 25_000, 'a fractional percentage');
  t.equal(inviterRewardFor({ ...rule, value: 250 }, 1000, 0), 1000, 'never more than the whole top-up');
  t.equal(inviterRewardFor(rule, 5_000_000, 10_000_000), 250_000, 'no cap: every top-up earns');
});

t.test('fixed: the same quota for every top-up, whatever its size', async (t) => {
  const rule = { type: 'fixed', value: 100_000, max: 0 } as const;
  t.equal(inviterRewardFor(rule, 500_000, 0), 100_000);
  t.equal(inviterRewardFor(rule, 50_000_000, 0), 100_000);
  t.equal(inviterRewardFor({ ...rule, value: 100.9 }, 1, 0), 100, 'whole quota');
});

t.test('the cap counts what this invitee already earned the inviter', async (t) => {
  const percent = { type: 'percent', value: 10, max: 1_000_000 } as const;
  t.equal(inviterRewardFor(percent, 5_000_000, 0), 500_000, 'under the cap');
  t.equal(inviterRewardFor(percent, 5_000_000, 700_000), 300_000, 'the rest up to the cap');
  t.equal(inviterRewardFor(percent, 5_000_000, 1_000_000), 0, 'the cap reached');
  t.equal(inviterRewardFor(percent, 5_000_000, 1_200_000), 0, 'past the cap (it was lowered) never takes back');
  const fixed = { type: 'fixed', value: 400_000, max: 1_000_000 } as const;
  t.same(
    [0, 400_000, 800_000].map((earned) => inviterRewardFor(fixed, 1, earned)),
    [400_000, 400_000, 200_000],
  );
});

t.test('off: a value of 0 (or less, or not a number) earns nothing; so does an empty top-up', async (t) => {
  for (const value of [0, -5, Number.NaN]) t.equal(inviterRewardFor({ type: 'percent', value, max: 0 }, 5_000_000, 0), 0, String(value));
  t.equal(inviterRewardFor({ type: 'fixed', value: 0, max: 1_000_000 }, 5_000_000, 0), 0);
  t.equal(inviterRewardFor({ type: 'fixed', value: 100, max: 0 }, 0, 0), 0, 'a top-up of nothing');
});

t.test('the type: fixed, or a percentage in either spelling', async (t) => {
  t.equal(inviterRewardTypeOf('fixed'), 'fixed');
  t.equal(inviterRewardTypeOf(' Fixed '), 'fixed');
  t.equal(inviterRewardTypeOf('percent'), 'percent');
  t.equal(inviterRewardTypeOf('percentage'), 'percent', "done-hub's and new-api's spelling");
  t.same(['fixed', 'percent', 'percentage', 'ratio', ''].map(isInviterRewardType), [true, true, true, false, false]);
});
