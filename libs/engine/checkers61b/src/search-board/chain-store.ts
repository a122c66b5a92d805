import { MAX_CHAIN_LENGTH } from './move-codes.js';

/** Bytes per chain: its length, then its landings. */
const SLOT = 1 + MAX_CHAIN_LENGTH;

/**
 * The landings of the capture chains listed at each ply of a search, so a chain's move code need
 * only carry its index (move-codes.ts). Each ply owns a region that starts where the region of the
 * ply above it ends; listing the moves of a ply again rewrites its region, and a deeper ply's region
 * is only read after it was written for the deeper position. `node` tags say which position a
 * region was written for, so a chain code replayed on a position whose chains were never listed
 * (a tree search replaying its tree) is detected and the region written first.
 *
 * Grows (rarely: a long line of chain-rich positions) by doubling, so it never limits a search.
 */
export class ChainStore {
  /** Chain records: `[length, landing 1, …, landing length]`, {@link SLOT} bytes each. */
  paths = new Int8Array(256 * SLOT);
  private start = new Int32Array(64);
  private count = new Int32Array(64);
  private node = new Float64Array(64).fill(-1);
  /** The ply being written by {@link begin} / {@link add}. */
  private ply = 0;

  /** Starts rewriting the region of `ply` for the position numbered `node`. */
  begin(ply: number, node: number): void {
    if (ply >= this.start.length) this.growPlies(ply);
    this.start[ply] = ply === 0 ? 0 : (this.start[ply - 1] as number) + (this.count[ply - 1] as number);
    this.count[ply] = 0;
    this.node[ply] = node;
    this.ply = ply;
  }

  /** Appends a chain (`length` landings from `path[0]`) to the region being written; returns its index. */
  add(path: Int8Array, length: number): number {
    const ply = this.ply;
    const index = this.count[ply] as number;
    let at = ((this.start[ply] as number) + index) * SLOT;
    if (at + SLOT > this.paths.length) this.growPaths(at + SLOT);
    const paths = this.paths;
    paths[at++] = length;
    for (let i = 0; i < length; i++) paths[at++] = path[i] as number;
    this.count[ply] = index + 1;
    return index;
  }

  /** Whether the region of `ply` holds the chains of the position numbered `node`. */
  holds(ply: number, node: number): boolean {
    return ply < this.node.length && this.node[ply] === node;
  }

  /** Where the record of chain `index` of `ply` starts in {@link paths} (its length byte). */
  recordAt(ply: number, index: number): number {
    return ((this.start[ply] as number) + index) * SLOT;
  }

  private growPlies(ply: number): void {
    const size = Math.max(ply + 1, this.start.length * 2);
    const start = new Int32Array(size);
    start.set(this.start);
    const count = new Int32Array(size);
    count.set(this.count);
    const node = new Float64Array(size).fill(-1);
    node.set(this.node);
    this.start = start;
    this.count = count;
    this.node = node;
  }

  private growPaths(bytes: number): void {
    const paths = new Int8Array(Math.max(bytes, this.paths.length * 2));
    paths.set(this.paths);
    this.paths = paths;
  }
}
