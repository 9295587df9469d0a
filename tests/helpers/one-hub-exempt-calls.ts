export interface Exemption {
  /** `extension`: a path one-hub has not (the spec's extensions, other forks' spellings); any other kind one-hub routes. */
  kind: 'extension' | 'external' | 'destructive';
  why: string;
}

export const CONTRACT_EXEMPT = new Map<string, Exemption>([]);
