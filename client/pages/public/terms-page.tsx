import { LegalDocument } from './legal/legal-document.tsx';
import type { LegalSection } from './legal/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
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
];

/** The terms of service, standalone. */
export function Component() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
