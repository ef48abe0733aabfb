/**
 * The items of a list by key, each key's items in their order in the list (the keys in the order they
 * first appear). With `value`, what is kept of each item. Node 20 has no Map.groupBy.
 */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]>;
export function groupBy<T, K, V>(items: Iterable<T>, key: (item: T) => K, value: (item: T) => V): Map<K, V[]>;
export function groupBy<T, K, V>(items: Iterable<T>, key: (item: T) => K, value?: (item: T) => V): Map<K, Array<T | V>> {
  const groups = new Map<K, Array<T | V>>();
  for (const item of items) {
    const k = key(item);
    const kept = value ? value(item) : item;
    const group = groups.get(k);
    if (group) group.push(kept);
    else groups.set(k, [kept]);
  }
  return groups;
}
