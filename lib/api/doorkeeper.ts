/**
 * Whether a key has been seen recently, without keeping the key: a fixed table of 32-bit hashes
 * (FNV-1a), so asking allocates nothing. The API keeps an answer only from its query's second
 * asking: a stream of queries each asked once would otherwise churn the cache (every answer made,
 * kept, promoted by the garbage collector and evicted unused). A hash collision at worst delays or
 * hastens one answer's keeping; it never changes an answer.
 */
export function createDoorkeeper(slots: number): (key: string) => boolean {
  const table = new Uint32Array(slots);
  return (key) => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
    // 0 marks an empty slot.
    const mark = hash >>> 0 || 1;
    const slot = mark % slots;
    if (table[slot] === mark) return true;
    table[slot] = mark;
    return false;
  };
}
