/**
 * A value as it crosses the wire, read-only all the way down. zod infers mutable types; the server builds
 * views from read-only snapshots and the clients never change what they were sent, so both sides use
 * this form of each inferred type.
 */
export type Wire<T> = T extends object ? { readonly [K in keyof T]: Wire<T[K]> } : T;
