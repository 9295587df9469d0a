import { createHash } from 'node:crypto';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { hashPassword } from './user/passwords.ts';
import type { FakeIdentity, UserRecord } from './state.ts';

const DAY = 86400;

/** Seeded user groups (ids 1–3); svip is private, so only its members see it. */
export function seedGroups(): UserGroup[] {
  const group = (id: number, symbol: string, name: string, ratio: number, apiRate: number, isPublic: boolean): UserGroup => ({
    id,
    symbol,
    name,
    ratio,
    api_rate: apiRate,
    public: isPublic,
    promotion: false,
    min: 0,
    max: 0,
    enable: true,
  });
  return [
    group(1, 'default', '默认分组', 1, 600, true),
    group(2, 'vip', 'VIP 分组', 0.8, 1200, true),
    group(3, 'svip', 'SVIP 分组', 0.6, 3000, false),
  ];
}

/** The deterministic 32-hex access token of a seeded user (documented in the README). */
export function seedAccessToken(username: string): string {
  return createHash('sha256').update(`mock-gateway:${username}`).digest('hex').slice(0, 32);
}

/** The password every seeded account shares. */
export const SEED_PASSWORD = '123456';

interface SeedUser {
  id: number;
  username: string;
  display_name: string;
  role: number;
  group: string;
  group_id: number;
  quota: number;
  used_quota: number;
  request_count: number;
  aff_code: string;
  aff_count: number;
  aff_quota: number;
  aff_history_quota: number;
  inviter_id: number;
  ageDays: number;
  /** 1 enabled, 2 disabled (contract §1.3). */
  status?: number;
}

const SEED_USERS: SeedUser[] = [
  {
    id: 1,
    username: 'root',
    display_name: 'Root User',
    role: 100,
    group: 'svip',
    group_id: 3,
    quota: 100000000,
    used_quota: 3456789,
    request_count: 4821,
    aff_code: 'ROOT',
    aff_count: 2,
    aff_quota: 250000,
    aff_history_quota: 1000000,
    inviter_id: 0,
    ageDays: 120,
  },
  {
    id: 2,
    username: 'admin',
    display_name: 'Admin',
    role: 10,
    group: 'vip',
    group_id: 2,
    quota: 50000000,
    used_quota: 1234567,
    request_count: 1532,
    aff_code: 'ADMN',
    aff_count: 1,
    aff_quota: 0,
    aff_history_quota: 500000,
    inviter_id: 1,
    ageDays: 90,
  },
  {
    id: 3,
    username: 'operator',
    display_name: 'Operator',
    role: 3,
    group: 'vip',
    group_id: 2,
    quota: 20000000,
    used_quota: 456789,
    request_count: 611,
    aff_code: 'OPER',
    aff_count: 0,
    aff_quota: 0,
    aff_history_quota: 0,
    inviter_id: 1,
    ageDays: 60,
  },
  {
    id: 4,
    username: 'demo',
    display_name: 'Demo User',
    role: 1,
    group: 'default',
    group_id: 1,
    quota: 5000000,
    used_quota: 123456,
    request_count: 87,
    aff_code: 'DEMO',
    // The twelve seeded reward rows of affiliate.ts; $3 of the $4 earned still pending.
    aff_count: 12,
    aff_quota: 1500000,
    aff_history_quota: 2000000,
    inviter_id: 2,
    ageDays: 30,
  },
  // A disabled account, so sign-in refusal and the banned-session answer can be tried by hand.
  {
    id: 5,
    username: 'banned',
    display_name: 'Banned User',
    role: 1,
    group: 'default',
    group_id: 1,
    quota: 1000000,
    used_quota: 0,
    request_count: 0,
    aff_code: 'BAND',
    aff_count: 0,
    aff_quota: 0,
    aff_history_quota: 0,
    inviter_id: 0,
    ageDays: 10,
    status: 2,
  },
];

/** The provider accounts linked to `demo` (README): GitHub login, Google subject, OpenID `sub`, Lark open_id, WeChat id. */
export const SEED_GITHUB_LOGIN = 'octo-demo';
export const SEED_GOOGLE_SUBJECT = '104000000000000000004';
export const SEED_OIDC_SUBJECT = '9b2f6c1e-4d7a-4e0b-8f3c-2a5d7e9c1b04';
export const SEED_LARK_OPEN_ID = 'ou_7d8a6e6df7621556ce0d21922b676706';
export const SEED_WECHAT_ID = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M';

/** Accounts at the fake OAuth providers, the OpenID provider and the WeChat server; all belong to the seeded `demo` user. */
export function seedIdentities(): FakeIdentity[] {
  return [
    { provider: 'github', subject: SEED_GITHUB_LOGIN, label: SEED_GITHUB_LOGIN, name: 'Octo Demo', email: 'octo-demo@github.example' },
    { provider: 'google', subject: SEED_GOOGLE_SUBJECT, label: 'demo@gmail.example', name: 'Demo Google', email: 'demo@gmail.example' },
    { provider: 'oidc', subject: SEED_OIDC_SUBJECT, label: 'demo', name: 'Demo OIDC', email: 'demo@idp.example' },
    { provider: 'lark', subject: SEED_LARK_OPEN_ID, label: 'lark-demo', name: 'Demo Lark', email: '' },
    { provider: 'wechat', subject: SEED_WECHAT_ID, label: 'wx-demo', name: 'Demo WeChat', email: '' },
  ];
}

/** Seeded accounts (root, admin, operator, demo, banned), all with password `123456`. */
export function seedUsers(nowSeconds: number): UserRecord[] {
  return SEED_USERS.map(({ ageDays, status = 1, ...user }) => {
    const passwordSalt = `seed-${user.username}`;
    return {
      ...user,
      email: `${user.username}@example.com`,
      status,
      avatar_url: '',
      oidc_id: user.username === 'demo' ? SEED_OIDC_SUBJECT : '',
      github_id: user.username === 'demo' ? SEED_GITHUB_LOGIN : '',
      google_id: user.username === 'demo' ? SEED_GOOGLE_SUBJECT : '',
      github_id_new: 0,
      wechat_id: user.username === 'demo' ? SEED_WECHAT_ID : '',
      telegram_id: 0,
      lark_id: user.username === 'demo' ? SEED_LARK_OPEN_ID : '',
      verification_code: '',
      access_token: seedAccessToken(user.username),
      last_login_time: nowSeconds - DAY,
      last_login_ip: '127.0.0.1',
      created_time: nowSeconds - ageDays * DAY,
      passwordSalt,
      passwordHash: hashPassword(SEED_PASSWORD, passwordSalt),
    };
  });
}
