import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';

/** A route answered without Express's router: its method, its OpenAPI-style path and its handler. */
export interface DirectRoute {
  readonly method: 'GET' | 'POST';
  /** `/api/games/{id}/moves`: each `{name}` is one path segment, given to the handler as `req.params.name`. */
  readonly path: string;
  readonly handler: (req: Request, res: Response) => Promise<void>;
}

interface Compiled {
  readonly method: string;
  /** The literal text before the first segment and after the last: most paths are told apart by these alone. */
  readonly prefix: string;
  readonly suffix: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly handler: DirectRoute['handler'];
}

/**
 * A segment Express would hand over unchanged: no percent-escape to decode, no query, no fragment. A path
 * with anything else (or another letter case, a trailing slash, a query string) goes to Express, which
 * answers it as it always did.
 */
const SEGMENT = '([^/%?#]+)';

function compile({ method, path, handler }: DirectRoute): Compiled {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name);
    return SEGMENT;
  });
  const literal = path.split(/\{\w+\}/);
  return { method, prefix: literal[0] as string, suffix: literal.at(-1) as string, pattern: new RegExp(`^${source}$`), names, handler };
}

/**
 * Node's request listener for `app`, with `routes` answered directly: the same middleware (`front`, in the
 * order the app runs it for these paths), the same handler and the same error handler as through
 * Express, without Express's router. The router walks every layer of the app for each request, testing
 * each path pattern and re-running its bookkeeping between layers; for a move that was about a tenth of
 * the server's CPU (a CPU profile of saturated moves: router, layer, parseurl and path-to-regexp). Every
 * other request, and any request to these paths that is not exactly of their form, goes to Express.
 *
 * `front` must be every middleware the app runs before these routes, and `onError` its error handler:
 * the direct-routes test holds both paths' answers equal, error by error.
 */
export function withDirectRoutes(app: Express, front: readonly RequestHandler[], routes: readonly DirectRoute[], onError: ErrorRequestHandler): RequestListener {
  const compiled = routes.map(compile);
  const find = (req: IncomingMessage): { route: Compiled; params: Record<string, string> } | null => {
    const url = req.url ?? '';
    for (const route of compiled) {
      if (route.method !== req.method || !url.endsWith(route.suffix) || !url.startsWith(route.prefix)) continue;
      const match = route.pattern.exec(url);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (let index = 0; index < route.names.length; index++) params[route.names[index] as string] = match[index + 1] as string;
      return { route, params };
    }
    return null;
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const found = find(req);
    if (!found) {
      app(req, res);
      return;
    }
    // What Express's app.handle and router do before the first layer (express/lib/application.js,
    // router/index.js): Express's request and response methods over Node's, each pointing at the other.
    if (app.enabled('x-powered-by')) res.setHeader('X-Powered-By', 'Express');
    const request = Object.setPrototypeOf(req, app.request) as Request;
    const response = Object.setPrototypeOf(res, app.response) as Response;
    request.res = response;
    response.req = request;
    response.locals = Object.create(null) as Response['locals'];
    request.originalUrl = req.url ?? '';
    request.baseUrl = '';
    request.params = found.params;

    const fail = (error: unknown) => {
      try {
        onError(error, request, response, () => undefined);
      } catch {
        // As Express's last handler does when even the error cannot be answered.
        req.socket.destroy();
      }
    };
    let layer = 0;
    // Express's `next`: a truthy argument is an error and skips to the error handler; our middleware
    // never passes 'route' or 'router'.
    const next = (error?: unknown): void => {
      if (error) return fail(error);
      const middleware = front[layer++];
      try {
        if (middleware) middleware(request, response, next);
        else found.route.handler(request, response).catch(fail);
      } catch (thrown) {
        fail(thrown);
      }
    };
    next();
  };
}
