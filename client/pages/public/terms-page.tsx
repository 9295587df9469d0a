import { useLoaderData } from 'react-router';
import { LegalDocument, legalLoader } from './legal/legal-document.tsx';

export const loader = legalLoader('terms');

/** The terms of service, standalone: the operator's text from Settings, or the console's own. */
export function Component() {
  const { texts } = useLoaderData<typeof loader>();
  return <LegalDocument doc="terms" texts={texts} />;
}
