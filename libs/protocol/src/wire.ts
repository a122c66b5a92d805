/**
 * A value as it crosses the wire, read-only all the way down. zod infers mutable types; the server builds
 * views from read-only snapshots and the clients never change what they were sent, so both sides use
 * this form of each inferred type. A loose object's open index signature is left out: its extra fields
 * are allowed on the wire (a newer server may add some) but no client reads them, and the engine's
 * interfaces (a move's shape) have none to match it.
 */
export type Wire<T> = T extends readonly [infer A, infer B]
  ? readonly [Wire<A>, Wire<B>]
  : T extends readonly (infer E)[]
    ? readonly Wire<E>[]
    : T extends object
      ? { readonly [K in keyof T as string extends K ? never : K]: Wire<T[K]> }
      : T;
