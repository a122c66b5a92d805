/** The value below which `p` percent of `sorted` (ascending) fall; NaN for no values. The benches' one percentile. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number);
}
