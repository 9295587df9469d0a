import postcss from 'postcss';

/**
 * Which Emotion styles go into the shared stylesheet, from the pages the build rendered
 * (census.ts). Pure: the HTML of each page load in, the file's names and rules out.
 */

/** A name goes into the file when at least this share of the rendered loads writes it: measured
 * on the route table (docs/performance.md, "The shared stylesheet"), 5 % keeps what most pages
 * of an area share (the shell, buttons, inputs, tables, cards, chips) and leaves out each
 * page's own rules, which would make the file longer than what the pages save. */
export const SHARE_OF_LOADS = 0.05;

/** An Emotion style element of the left-to-right component cache, as the compactor writes it. */
const STYLE_TAG = /<style data-emotion="mui ([^"]+)"(?: nonce="[^"]*")?>([^<]*)<\/style>/g;
/** The name a top-level rule belongs to: its class (`.mui-NAME`) or its keyframes' name. */
const RULE_OWNER = /\.mui-([\w-]+)|@keyframes (animation-[\w-]+)/;

/** A page's styles by name, each name's top-level rules in the order the page wrote them. */
export function stylesOfPage(html: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const match of html.matchAll(STYLE_TAG)) {
    const css = match[2] ?? '';
    if (css.trim() === '') continue;
    for (const node of postcss.parse(css).nodes) {
      const text = node.toString();
      const owner = RULE_OWNER.exec(text);
      const name = owner?.[1] ?? owner?.[2];
      if (!name) throw new Error(`A style rule with no Emotion class or keyframes name: ${text.slice(0, 120)}`);
      rules.set(name, (rules.get(name) ?? '') + text);
    }
  }
  return rules;
}

export interface SharedRules {
  /** The names, in the order their rules stand in the file (first seen first). */
  names: string[];
  css: string;
  /** How many page loads the choice was made from. */
  loads: number;
}

/** The styles that at least `share` of the loads write, with their rules, first seen first. */
export function chooseSharedRules(pages: Iterable<string>, share = SHARE_OF_LOADS): SharedRules {
  const seenIn = new Map<string, number>();
  const rulesOf = new Map<string, string>();
  let loads = 0;
  for (const html of pages) {
    loads++;
    for (const [name, rules] of stylesOfPage(html)) {
      seenIn.set(name, (seenIn.get(name) ?? 0) + 1);
      // A name is the hash of its rules: the first page's copy is every page's.
      if (!rulesOf.has(name)) rulesOf.set(name, rules);
    }
  }
  const names = [...rulesOf.keys()].filter((name) => (seenIn.get(name) ?? 0) >= share * loads);
  return { names, css: names.map((name) => rulesOf.get(name) ?? '').join(''), loads };
}
