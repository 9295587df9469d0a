import { LegalDocument } from './legal/legal-document.tsx';
import type { LegalSection } from './legal/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  ['collect', 3],
  ['requests', 2],
  ['use', 2],
  ['cookies', 2],
  ['sharing', 2],
  ['retention', 2],
  ['security', 1],
  ['rights', 2],
  ['changes', 1],
];

/** The privacy policy, standalone. */
export function Component() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
