import t from 'tap';
import { createSessionStore } from '#client/session/session-store.ts';
import type { User } from '#shared/api/schemas/user.ts';

const user = (quota: number) => ({ id: 7, username: 'demo', display_name: 'Demo', role: 1, status: 1, quota }) as User;

t.test('the session store tells its readers only when the user changes', async (t) => {
  const store = createSessionStore(user(100));
  let told = 0;
  store.subscribe(() => {
    told += 1;
  });
  const before = store.get();
  // The overview refreshes the session with the user it just read: the same values, a new object.
  store.set(user(100));
  t.equal(told, 0, 'the same user again: no reader re-renders');
  t.equal(store.get(), before, 'the snapshot keeps its identity, so useSyncExternalStore sees no change');
  store.set(user(90));
  t.equal(told, 1, 'a moved balance reaches the readers');
  t.equal(store.get()?.quota, 90);
  store.set(null);
  t.equal(told, 2, 'signing out reaches the readers');
  t.equal(store.get(), null);
  store.set(null);
  t.equal(told, 2, 'signed out twice: told once');
  store.set(user(90));
  t.equal(told, 3, 'signing in reaches the readers');
});
