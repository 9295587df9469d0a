import type { SiteTextName } from '#shared/api/schemas/site.ts';

/**
 * The console's own contact, terms and privacy texts (the `pages` namespace), which the pages
 * show until the operator writes theirs in Settings, and which Settings offers as markdown to
 * start from. The pages and the markdown read the same keys, so both say the same.
 */

/** A section of a legal text: its key under `<doc>.sections` and how many paragraphs it has. */
export type LegalSection = readonly [key: string, paragraphs: number];

export const LEGAL_SECTIONS: Readonly<Record<'terms' | 'privacy', readonly LegalSection[]>> = {
  terms: [
    ['service', 2],
    ['accounts', 2],
    ['keys', 2],
    ['billing', 3],
    ['use', 2],
    ['content', 2],
    ['availability', 2],
    ['liability', 2],
    ['termination', 1],
    ['changes', 1],
  ],
  privacy: [
    ['collect', 3],
    ['requests', 2],
    ['use', 2],
    ['cookies', 2],
    ['sharing', 2],
    ['retention', 2],
    ['security', 1],
    ['rights', 2],
    ['changes', 1],
  ],
};

/**
 * The contact page's mailboxes by topic. These example.com addresses are placeholders until the
 * operator writes the page's text in Settings (example.com never delivers mail).
 */
export const CONTACT_CHANNELS = [
  { key: 'support', email: 'support@example.com' },
  { key: 'billing', email: 'billing@example.com' },
  { key: 'business', email: 'business@example.com' },
  { key: 'security', email: 'security@example.com' },
] as const;

/** The contact page's paragraphs about response times (part of the operator's text). */
export const CONTACT_HOURS = ['contact.hours.body', 'contact.hours.include'] as const;

/** A `pages` namespace lookup. */
type PagesText = (key: string) => string;

/** The default text of `name` as markdown, in the language `t` reads. */
export function defaultSiteMarkdown(name: SiteTextName, t: PagesText): string {
  if (name === 'contact') {
    const channels = CONTACT_CHANNELS.map(
      ({ key, email }) =>
        `### ${t(`contact.channels.${key}.title`)}\n\n${t(`contact.channels.${key}.body`)}\n\n[${email}](mailto:${email})`,
    );
    return [...channels, `## ${t('contact.hours.title')}`, ...CONTACT_HOURS.map((key) => t(key))].join('\n\n');
  }
  const sections = LEGAL_SECTIONS[name].map(([key, count], index) =>
    [
      `## ${index + 1}. ${t(`${name}.sections.${key}.title`)}`,
      ...Array.from({ length: count }, (_, i) => t(`${name}.sections.${key}.p${i + 1}`)),
    ].join('\n\n'),
  );
  return [t(`${name}.intro`), ...sections].join('\n\n');
}
