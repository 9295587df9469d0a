import { test } from 'tap';
import { splitProfile } from '#tests/bench/cpu-profile.ts';
import type { CallFrame, CpuProfile } from '#tests/bench/cpu-profile.ts';

// The bench's CPU split: a sample counts for the part its innermost frame's source names, and
// Node's own frames (no part of their own) count for their nearest caller's part.
const frame = (functionName: string, url: string): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

test('samples are split by the source of their innermost frame, internals by their caller', async (t) => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 3, 6, 7] },
      { id: 2, callFrame: frame('renderPage', 'file:///app/server/render/render-page.ts'), children: [4] },
      { id: 3, callFrame: frame('(garbage collector)', '') },
      { id: 4, callFrame: frame('serializeStyles', 'file:///app/node_modules/@emotion/serialize/dist/index.js'), children: [5] },
      { id: 5, callFrame: frame('exec', 'node:internal/regexp') },
      { id: 6, callFrame: frame('(idle)', '') },
      { id: 7, callFrame: frame('translate', 'file:///app/node_modules/i18next/dist/esm/i18next.js') },
    ],
    samples: [2, 3, 4, 5, 6, 7],
    timeDeltas: [1000, 2000, 3000, 4000, 5000, 500],
  };
  const split = splitProfile(profile);
  t.equal(split.totalMs, 10.5, 'idle time is left out');
  t.equal(split.ms.get('HTTP server and streams'), 1);
  t.equal(split.ms.get('garbage collection'), 2);
  t.equal(split.ms.get('styles (Emotion, MUI sx/styled, the compactor)'), 7, "a regexp under Emotion counts as Emotion's");
  t.equal(split.ms.get('translations (i18next)'), 0.5);
});
