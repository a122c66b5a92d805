import type { Request } from 'express';
import type { z } from 'zod';
import { ApiError } from '../online/api-error.js';
import type { RouteSpec } from './api-routes.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request's parts checked against its route's schemas. */
export interface Valid<S extends RouteSpec> {
  readonly params: Parsed<S['params']>;
  readonly query: Parsed<S['query']>;
  readonly body: Parsed<S['body']>;
}

function check<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`);
  throw new ApiError(400, 'invalid-request', problems.join('; '));
}

/**
 * Checks params, query and body against the route's schemas (strict: unknown fields are refused), or
 * throws a 400 that names every problem. A route without a body schema takes no body fields; an
 * empty body counts as `{}`.
 */
export function validate<S extends RouteSpec>(spec: S, req: Request): Valid<S> {
  const body: unknown = req.body === undefined ? {} : req.body;
  return {
    params: (spec.params ? check(spec.params, { ...req.params }, 'params') : undefined) as Parsed<S['params']>,
    query: (spec.query ? check(spec.query, { ...req.query }, 'query') : undefined) as Parsed<S['query']>,
    body: (spec.body ? check(spec.body, body, 'body') : undefined) as Parsed<S['body']>,
  };
}

/** The bearer token of a request: undefined without an Authorization header; 401 for another scheme. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'bad-authorization', 'the Authorization header must be "Bearer <token>"');
  return match[1];
}
