import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Milliseconds since the epoch (the provider's own clock, not the double's); undefined = never. */
  expiresAt: number | undefined;
}

/**
 * The provider's storage (sessions, interactions, codes, grants, tokens) for one double. Its own
 * maps, not oidc-provider's quick-start MemoryAdapter, whose one LRU is shared by every provider
 * of the process (a tap run builds many doubles) and warns on every start.
 *
 * `clientOf` answers the `Client` model: the double's client follows its options
 * (OIDCClientId, OIDCClientSecret, ServerAddress) the moment they change; oidc-provider rebuilds
 * a client whose metadata changed.
 */
export function providerAdapter(clientOf: (id: string) => AdapterPayload | undefined): AdapterFactory {
  const entries = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const live = (entryKey: string | undefined): AdapterPayload | undefined => {
      if (entryKey === undefined) return undefined;
      const entry = entries.get(entryKey);
      if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
        entries.delete(entryKey);
        return undefined;
      }
      return entry?.payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const entryKey = key(id);
        entries.set(entryKey, { payload, expiresAt: expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000 });
        if (payload.uid !== undefined) byUid.set(payload.uid, entryKey);
        if (payload.userCode !== undefined) byUserCode.set(payload.userCode, entryKey);
        if (payload.grantId !== undefined) byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(entryKey));
      },
      async find(id) {
        return model === 'Client' ? clientOf(id) : live(key(id));
      },
      async findByUid(uid) {
        return live(byUid.get(uid));
      },
      async findByUserCode(userCode) {
        return live(byUserCode.get(userCode));
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const entryKey of byGrant.get(grantId) ?? []) entries.delete(entryKey);
        byGrant.delete(grantId);
      },
    };
  };
}
