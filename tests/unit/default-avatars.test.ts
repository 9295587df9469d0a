import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';

// A new user's first picture is one of these (spec §3: id % 25): every face smiles (issue 36,
// item 10: several frowned or looked flat). In SVG, y grows downwards: a smile's control point
// lies below its two ends.
const DIR = join(import.meta.dirname, '..', '..', 'client', 'public', 'avatars');

t.test('the 25 default avatars all smile', async (t) => {
  const files = readdirSync(DIR).filter((name) => /^avatar-\d+\.svg$/.test(name));
  t.equal(files.length, 25);
  for (const file of files) {
    const mouth = /<path d="M(\d+) (\d+) Q(\d+) (\d+) (\d+) (\d+)"/.exec(readFileSync(join(DIR, file), 'utf8'));
    t.ok(mouth, `${file}: a curved mouth`);
    if (!mouth) continue;
    const [startY, controlY, endY] = [mouth[2], mouth[4], mouth[6]].map(Number) as [number, number, number];
    t.ok(controlY > startY && controlY > endY, `${file} smiles`);
  }
});
