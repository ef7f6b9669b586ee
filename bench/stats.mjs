// Percentiles and the plain figures the bench prints.

/** The q-quantile (0..1) of numbers sorted ascending, interpolated between neighbours. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** Median, p95 and p99 of a list of numbers. */
export function summary(values) {
  const sorted = Float64Array.from(values).sort();
  return { count: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
}

export const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const count = (n) => Math.round(n).toLocaleString('en-US');
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** A figure against its floor: "3.2× the floor". */
export const times = (value, floor) => `${(value / floor).toFixed(value / floor < 10 ? 2 : 1)}×`;
