import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { ONE_HUB_SRC } from '#tests/helpers/real-one-hub.ts';

// Every text of the gateway-message catalogue (shared/i18n/gateway-messages.ts) names where it
// comes from (issue 33 item 3): one-hub's texts the line of its source that writes them, the
// others the double's file or older one-hub releases. This holds each mark against the source.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CATALOGUE = readFileSync(join(ROOT, 'shared', 'i18n', 'gateway-messages.ts'), 'utf8');
const ENTRY = /^ {2}\['((?:[^'\\]|\\.)*)', '([^']+)'\],(?: \/\/ (.*))?$/;

/** The catalogue's entries of one list (`ONE_HUB`, `EXTENSIONS`) with their marks. */
function entriesOf(list: string): { text: string; mark: string | undefined }[] {
  const start = CATALOGUE.indexOf(`const ${list}:`);
  const body = CATALOGUE.slice(start, CATALOGUE.indexOf('\n];', start));
  return body.split('\n').flatMap((line) => {
    const match = ENTRY.exec(line);
    return match?.[1] !== undefined ? [{ text: match[1], mark: match[3] }] : [];
  });
}

function goSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'web' ? [] : goSources(path);
    return entry.name.endsWith('.go') ? [readFileSync(path, 'utf8')] : [];
  });
}

const lineOf = (place: string): string => {
  const [file = '', line = '0'] = place.split(':');
  return readFileSync(join(ONE_HUB_SRC, file), 'utf8').split('\n')[Number(line) - 1] ?? '';
};

t.test("each of one-hub's texts is on the line of its source the catalogue names", async (t) => {
  const entries = entriesOf('ONE_HUB');
  t.ok(entries.length > 90, 'the catalogue read');
  for (const { text, mark } of entries) {
    if (mark === undefined) {
      t.fail(`${text}: no source line named`);
      continue;
    }
    // `a.go:1 + b.go:2`: a prefix one-hub puts before another of its texts (兑换失败，…).
    const places = mark.split(' + ');
    const pieces = places.length === 1 ? [text] : [text.slice(0, text.indexOf('，') + 1), text.slice(text.indexOf('，') + 1)];
    places.forEach((place, index) => t.ok(lineOf(place).includes(`"${pieces[index] ?? ''}`), `${text} at ${place}`));
  }
});

t.test("the other texts are nowhere in one-hub's source, and the double's are in the file named", async (t) => {
  const go = goSources(ONE_HUB_SRC).join('\n');
  for (const { text, mark } of entriesOf('EXTENSIONS')) {
    t.notOk(go.includes(`"${text}"`), `${text} is not one-hub's (else it belongs in ONE_HUB)`);
    const file = /^the double: (\S+)$/.exec(mark ?? '')?.[1];
    if (file) t.ok(readFileSync(join(ROOT, file), 'utf8').includes(text), `${text} in ${file}`);
    else t.equal(mark, 'older one-hub releases', `${text} names its source`);
  }
});
