/**
 * Sets `key` last in `map`, first dropping the oldest entry when the map already holds `max`. Maps keep insertion
 * order, so with reads moved to the end too the first key is the least recently used (the caches' eviction).
 */
export function setBounded<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, max: number) {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}
