import { Converter, Locale } from 'opencc-js';
import type { DictLike } from 'opencc-js';

/**
 * Which characters of a text are in the wrong script for its language, judged by OpenCC's
 * conversion tables (opencc-js) rather than a hand list:
 * - zh-HK: a Simplified-only character. OpenCC's Simplified→Traditional character table changes
 *   it, and so does converting the whole text Simplified→Hong Kong Traditional (phrase-aware, so
 *   the characters both scripts share in context stay: 上游, 控制台, 干);
 * - zh-CN: a Traditional-only character, the same way round (Traditional→Simplified);
 * - en: any Han character.
 */

type Lang = 'zh-CN' | 'zh-HK' | 'en';

/**
 * Characters Hong Kong writes as they are that OpenCC's Simplified→Traditional character table
 * changes outside the phrases it knows (群→羣 is its Taiwan-era form; 准許, 上游 are standard).
 */
const HONG_KONG_FORMS = new Set(['群', '准', '游']);

/**
 * Literal texts a reader must type or recognise as written, in any language: the keyword one-hub's
 * WeChat account answers with a code (`验证码`, sent exactly so).
 */
const LITERALS = ['验证码'];

const HAN = /\p{Script=Han}/u;

function characterTable(groups: readonly (readonly DictLike[])[] | undefined): Map<string, string> {
  const table = new Map<string, string>();
  for (const group of groups ?? []) {
    // Each group is [phrases, characters]; the characters are the single-character entries.
    for (const dict of group) {
      const pairs: (readonly [string, string])[] =
        typeof dict === 'string'
          ? dict.split('|').map((entry) => [entry.split(' ')[0] ?? '', entry.split(' ')[1] ?? ''] as const)
          : [...dict];
      for (const [from, to] of pairs) if ([...from].length === 1 && to !== '' && to !== from) table.set(from, to);
    }
  }
  return table;
}

const simplifiedToTraditional = characterTable(Locale.from['cn']);
const traditionalToSimplified = characterTable(Locale.to['cn']);
const toHongKong = Converter({ from: 'cn', to: 'hk' });
const toMainland = Converter({ from: 'hk', to: 'cn' });

function withoutLiterals(text: string): string {
  return LITERALS.reduce((rest, literal) => rest.split(literal).join(' '.repeat(literal.length)), text);
}

/** The characters of `text` that are in the wrong script for `lng` (empty when none). */
export function wrongScriptCharacters(lng: Lang, text: string): string[] {
  const chars = [...withoutLiterals(text)];
  if (lng === 'en') return chars.filter((char) => HAN.test(char));
  const [table, convert] = lng === 'zh-HK' ? [simplifiedToTraditional, toHongKong] : [traditionalToSimplified, toMainland];
  const converted = [...convert(chars.join(''))];
  // A conversion that changes the length (a phrase of another length) is judged per character.
  const aligned = converted.length === chars.length;
  return chars.filter((char, index) => {
    if (!table.has(char) || (lng === 'zh-HK' && HONG_KONG_FORMS.has(char))) return false;
    return aligned ? converted[index] !== char : convert(char) !== char;
  });
}
