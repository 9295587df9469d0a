import { z } from 'zod/mini';
import { OPTION_RULES, isOptionKey, ruleValueIssue } from '#shared/api/schemas/option.ts';
import { HOME_SWITCH_KEY, SITE_TEXT_NAMES, siteTextKey } from '#shared/api/schemas/site.ts';
import type { SiteDefaults, SiteSettings } from '#shared/api/schemas/site.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import { ChatLinksSchema, chatLinkIdsValid, withChatLinkIds } from '#shared/api/schemas/status.ts';
import type { ChatLink } from '#shared/api/schemas/status.ts';
import type { Option, OptionIssue } from '#shared/api/schemas/option.ts';
import { customIssue } from '#client/components/admin-kit/form-checks.ts';
import { SETTING_SECTIONS, SIGN_IN_METHOD_KEYS, settingRule } from './setting-sections.ts';
import type { SettingKey, SettingSection, SettingTab } from './setting-sections.ts';

/** Every option as the gateway answered it (text), by key; a key it did not send is ''. */
export type OptionValues = Readonly<Record<string, string>>;

/**
 * The loader's values. A secret is blanked whatever the gateway sent: upstream hides only keys
 * ending in `Token`/`Secret` and sends `TurnstileSecretKey` and `CFWorkerImageKey` (admin
 * reference §1.2), which must reach neither the loader data nor the HTML.
 */
export function optionValuesOf(options: readonly Option[]): OptionValues {
  return Object.fromEntries(options.map(({ key, value }) => [key, isOptionKey(key) && OPTION_RULES[key].kind === 'secret' ? '' : value]));
}

/**
 * The settings the console keeps beside the gateway's options (`/console-api/site`): each page
 * text as stored, or its default (the console's own text, to edit from) when none is; and the
 * home switch where the gateway has none (`consoleKeys` says which keys are saved there).
 */
export function withSiteValues(
  values: OptionValues,
  site: SiteSettings,
  defaults: SiteDefaults,
  gatewayHasHomeSwitch: boolean,
): { values: OptionValues; consoleKeys: SettingKey[] } {
  const texts = SITE_TEXT_NAMES.flatMap((name) =>
    LANGUAGES.map((lng) => [siteTextKey(name, lng), site.texts[name][lng] ?? defaults[name][lng]] as const),
  );
  const home = gatewayHasHomeSwitch ? [] : [[HOME_SWITCH_KEY, String(site.homeEnabled)] as const];
  return {
    values: { ...values, ...Object.fromEntries([...texts, ...home]) },
    consoleKeys: [...home.map(([key]) => key), ...texts.map(([key]) => key)],
  };
}

/** Keys a section reads beside its own: the quota unit (amounts), the inviter rule's type, the sign-in methods (the lockout check). */
const READ_BY_EVERY_TAB: readonly string[] = ['QuotaPerUnit', 'InviterRewardType', ...SIGN_IN_METHOD_KEYS];

/**
 * The values the open tab shows and checks, of those the gateway listed: the loader sends no
 * other (issue 37: the other tabs' options, the page texts in three languages among them, were
 * 15 KB of the page), and reads the next tab's when the tab changes (it is in the URL).
 */
export function valuesOfTab(tab: SettingTab, values: OptionValues): OptionValues {
  const keys = new Set<string>([
    ...SETTING_SECTIONS[tab].flatMap((section) => section.fields.map((field) => field.key)),
    ...READ_BY_EVERY_TAB,
  ]);
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
}

/** A section's form: each of its keys and its text (a switch is `"true"`/`"false"`, a secret starts empty). */
export type SectionForm = Record<string, string>;

export function sectionFormOf(section: SettingSection, values: OptionValues): SectionForm {
  return Object.fromEntries(
    section.fields.map(({ key, widget }) => {
      if (settingRule(key).kind === 'secret') return [key, ''];
      const value = values[key] ?? '';
      return [key, widget === 'chat-links' ? chatLinksWithIds(value) : value];
    }),
  );
}

type Ctx = z.core.$RefinementCtx;

/** The shared check's issue as a zod issue, so the form shows it in the user's language. */
function addIssue(ctx: Ctx, key: string, value: string, issue: OptionIssue): void {
  const path = [key];
  switch (issue.code) {
    case 'number':
      ctx.addIssue({ code: 'invalid_type', expected: 'number', path, input: value.trim() });
      return;
    case 'integer':
      customIssue(ctx, key, 'wholeNumber', value);
      return;
    case 'min':
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: issue.limit, inclusive: true, path, input: Number(value) });
      return;
    case 'max':
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: issue.limit, inclusive: true, path, input: Number(value) });
      return;
    case 'too_long':
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: issue.limit, inclusive: true, path, input: value });
      return;
    default:
      customIssue(ctx, key, `setting:errors.${issue.code}`, value);
  }
}

/**
 * A section's checks: each value against its option's rule (`optionValueIssue`, the gateway's
 * own check), a secret only when one is typed, and the inviter rule's percentage at most 100.
 */
export function sectionSchema(section: SettingSection, values: OptionValues) {
  return z.record(z.string(), z.string()).check(
    z.superRefine((form, ctx) => {
      for (const { key } of section.fields) {
        const value = form[key] ?? '';
        const rule = settingRule(key);
        if (rule.kind === 'secret' && value === '') continue;
        const issue = ruleValueIssue(rule, value);
        if (issue) addIssue(ctx, key, value, issue);
      }
      const type = form.InviterRewardType ?? values.InviterRewardType;
      const reward = form.InviterRewardValue;
      if (type === 'percent' && reward !== undefined && Number(reward) > 100)
        customIssue(ctx, 'InviterRewardValue', 'setting:errors.percent', reward);
    }),
  );
}

/** The keys to send: changed ones, and a secret only when a new one is typed. */
export function changedKeys(section: SettingSection, form: SectionForm, values: OptionValues): SettingKey[] {
  return section.fields
    .map(({ key }) => key)
    .filter((key) => (settingRule(key).kind === 'secret' ? (form[key] ?? '') !== '' : (form[key] ?? '') !== (values[key] ?? '')));
}

/**
 * The option's JSON as rows, each with its id and every key it was stored with; empty
 * (upstream's default) or unreadable text starts an empty grid.
 */
export function chatLinksOf(text: string): ChatLink[] {
  try {
    const parsed = ChatLinksSchema.safeParse(JSON.parse(text));
    return parsed.success ? withChatLinkIds(parsed.data) : [];
  } catch {
    return [];
  }
}

/** The rows as the option's text: every row with an id (new rows get theirs here). */
export function chatLinksText(rows: readonly ChatLink[]): string {
  return JSON.stringify(withChatLinkIds(rows));
}

/**
 * The stored text, or, when a row lacks an id (typed by hand, or written by an older console),
 * the rows with ids: the section then saves them, and one-hub's own settings page opens again.
 */
function chatLinksWithIds(text: string): string {
  try {
    const parsed = ChatLinksSchema.safeParse(JSON.parse(text));
    return parsed.success && !chatLinkIdsValid(parsed.data) ? chatLinksText(parsed.data) : text;
  } catch {
    return text;
  }
}

/** The comma-separated option as a list of domains (blanks dropped). */
export function domainsOf(text: string): string[] {
  return text
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
}

/**
 * Sends switches being turned on last, so the keys they need (a client id, the domain list)
 * are stored first; and the inviter rule's type after its value when it becomes a percentage
 * (a fixed reward above 100 would be refused as a percentage), before it otherwise.
 */
export function sendOrder<Key extends string>(keys: readonly Key[], form: Readonly<Record<string, string>>): Key[] {
  const rank = (key: Key) => {
    if (key === 'InviterRewardType') return form[key] === 'percent' ? 2 : 0;
    return form[key] === 'true' ? 2 : 1;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}
