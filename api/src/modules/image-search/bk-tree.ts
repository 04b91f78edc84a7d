import { hammingDistance } from './perceptual-hash';

interface Node<T> {
  hash: bigint;
  values: T[];
  children: Map<number, Node<T>>;
}

export interface Neighbour<T> {
  value: T;
  distance: number;
}

/**
 * A Burkhard–Keller tree over Hamming distance: a query within radius r only descends into
 * children whose edge distance d satisfies |d − dist(query, node)| ≤ r (triangle inequality),
 * which visits a small part of ~100k hashes instead of all of them.
 */
export class BkTree<T> {
  private root: Node<T> | undefined;
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(hash: bigint, value: T): void {
    this.count += 1;
    if (!this.root) {
      this.root = { hash, values: [value], children: new Map() };
      return;
    }
    let node = this.root;
    for (;;) {
      const distance = hammingDistance(hash, node.hash);
      if (distance === 0) {
        node.values.push(value);
        return;
      }
      const child = node.children.get(distance);
      if (!child) {
        node.children.set(distance, { hash, values: [value], children: new Map() });
        return;
      }
      node = child;
    }
  }

  /** Every value within `radius` bits of `hash`, nearest first. */
  within(hash: bigint, radius: number): Neighbour<T>[] {
    const found: Neighbour<T>[] = [];
    const stack = this.root ? [this.root] : [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const distance = hammingDistance(hash, node.hash);
      if (distance <= radius) for (const value of node.values) found.push({ value, distance });
      for (const [edge, child] of node.children) {
        if (edge >= distance - radius && edge <= distance + radius) stack.push(child);
      }
    }
    return found.sort((a, b) => a.distance - b.distance);
  }
}
