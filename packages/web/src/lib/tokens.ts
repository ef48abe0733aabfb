import { LOCAL_KEYS, localStore } from './storage.ts';

/** The JWT pair kept in local storage under `access` and `refresh` (docs/product.md §9.4). */
export const tokens = {
  access: () => localStore.get(LOCAL_KEYS.access),
  refresh: () => localStore.get(LOCAL_KEYS.refresh),
  store(pair: { access: string; refresh?: string }) {
    localStore.set(LOCAL_KEYS.access, pair.access);
    if (pair.refresh !== undefined) localStore.set(LOCAL_KEYS.refresh, pair.refresh);
  },
  clear() {
    localStore.remove(LOCAL_KEYS.access);
    localStore.remove(LOCAL_KEYS.refresh);
  },
};
