import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_STYLES_MANIFEST } from '#server/render/ssr-runtime.ts';
import { renderCensusPages } from './census.ts';
import { chooseSharedRules } from './choose-shared-rules.ts';
import type { SharedRules } from './choose-shared-rules.ts';

/**
 * The build's shared stylesheet (client/theme/shared-styles.ts): renders the built pages
 * without one (census.ts), keeps the rules many of them write (choose-shared-rules.ts) and
 * writes them as `dist/client/assets/shared-<hash>.css` with the manifest the server reads.
 */
export async function writeSharedStyles(distDir: string): Promise<SharedRules & { href: string }> {
  // The census must see every style inline: a manifest from an earlier build would hide some.
  rmSync(join(distDir, SHARED_STYLES_MANIFEST), { force: true });
  const shared = chooseSharedRules(await renderCensusPages(distDir));
  const hash = createHash('sha256').update(shared.css).digest('base64url').slice(0, 12);
  const href = `/assets/shared-${hash}.css`;
  writeFileSync(join(distDir, 'client', href), shared.css);
  writeFileSync(join(distDir, SHARED_STYLES_MANIFEST), `${JSON.stringify({ href, names: shared.names })}\n`);
  return { ...shared, href };
}
