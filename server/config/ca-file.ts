import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A PEM bundle the console trusts for its gateway, read and checked once at start. */
export interface GatewayCa {
  file: string;
  /** Each certificate of the file, PEM-encoded. */
  certificates: string[];
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Reads GATEWAY_CA_FILE. Throws an Error with a readable reason (not found, no certificate,
 * a certificate that does not parse), which the config parser reports under the variable's name.
 */
export function readGatewayCa(file: string): GatewayCa {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the file (${error instanceof Error && 'code' in error ? String(error.code) : 'error'})`, { cause: error });
  }
  const certificates = text.match(PEM_CERTIFICATE) ?? [];
  if (certificates.length === 0) throw new Error('no PEM certificate in the file');
  for (const certificate of certificates) {
    try {
      new X509Certificate(certificate);
    } catch (error) {
      throw new Error('a certificate in the file does not parse', { cause: error });
    }
  }
  return { file, certificates };
}
