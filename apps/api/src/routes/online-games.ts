import { Router, type Request, type Response } from 'express';
import type { Player } from '@tabula/engine-core';
import { checkBotBudgets, type BotAdmission } from '../bots/bot-limits.js';
import { ROUTES, expressPath, type RouteSpec } from '../http/api-routes.js';
import type { GameIdParams } from '@tabula/protocol';
import { bearerToken, validate, type Valid } from '../http/validate.js';
import { methodNotAllowed } from '../http-errors.js';
import { opponentAwayMs, presenceAnswer, withSpectators, type Presence } from '../live/presence-view.js';
import { ApiError } from '../online/api-error.js';
import type { GameService } from '../online/game-service.js';

type Handler = (req: Request, res: Response) => Promise<void>;

/** One route of `/api/games…`: what it answers (its spec) and how. */
export interface GameRoute {
  readonly spec: RouteSpec;
  readonly handler: Handler;
}

/** The seat a request acts for: its token must open a seat of this game (401 otherwise). */
async function actingSeat(games: GameService, id: string, req: Request): Promise<Player> {
  const token = bearerToken(req);
  if (token === undefined) throw new ApiError(401, 'missing-token', 'this action needs a seat: send "Authorization: Bearer <token>"');
  // One resolution of the game per request: the change that follows checks the stored version.
  return games.actingSeat(id, token);
}

/**
 * `/api/games…`: the lobby, creating and joining games, each seat's actions and each caller's view.
 * With `bots`, a game with a bot is created only within the bots' limits and the client's quota.
 */
export function onlineGameRoutes(games: GameService, presence: Presence, bots?: BotAdmission): GameRoute[] {
  const routes: GameRoute[] = [];
  const route = (spec: RouteSpec, handler: Handler) => {
    routes.push({ spec, handler });
  };
  // The acting routes share one shape: who acts, the change, then the actor's new view.
  const act = <S extends RouteSpec & { readonly params: typeof GameIdParams }>(spec: S, change: (id: string, seat: Player, body: Valid<S>['body'], req: Request) => Promise<void>) =>
    route(spec, async (req, res) => {
      const { params, body } = validate(spec, req);
      const seat = await actingSeat(games, params.id, req);
      await change(params.id, seat, body, req);
      res.json(await games.view(params.id, seat, { afterOwnChange: true }));
    });

  route(ROUTES.lobby, async (req, res) => {
    const { query } = validate(ROUTES.lobby, req);
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const page = await games.lobby({ ...(query.status ? { status: query.status } : {}), ...(query.game ? { game: query.game } : {}), limit, offset });
    res.json({ games: withSpectators(page.games, presence.board), next: page.more ? offset + limit : null });
  });
  route(ROUTES.create, async (req, res) => {
    const { body } = validate(ROUTES.create, req);
    const withBot = bots && body.players.some((player) => player !== 'human');
    if (withBot) checkBotBudgets(body.players, bots.limits);
    const place = withBot ? await bots.quota.reserve(req.ip ?? req.socket.remoteAddress ?? '') : null;
    const created = await games
      .create({
        game: body.game,
        players: body.players,
        ...(body.take !== undefined ? { take: body.take } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.seed !== undefined ? { seed: body.seed } : {}),
        ...(body.clock !== undefined ? { clock: body.clock } : {}),
      })
      .catch((error: unknown) => {
        place?.release();
        throw error;
      });
    place?.created(created.id);
    res.status(201).json(created);
  });
  route(ROUTES.view, async (req, res) => {
    const { params } = validate(ROUTES.view, req);
    res.json(await games.view(params.id, await games.viewerOf(params.id, bearerToken(req))));
  });
  route(ROUTES.record, async (req, res) => {
    const { params } = validate(ROUTES.record, req);
    // The record first: a refusal is answered as JSON, not under a text/plain type already set.
    const record = await games.record(params.id, await games.viewerOf(params.id, bearerToken(req)));
    res.type('text/plain; charset=utf-8').send(record);
  });
  route(ROUTES.claim, async (req, res) => {
    const { params } = validate(ROUTES.claim, req);
    res.status(201).json(await games.claim(params.id, Number(params.seat) as Player));
  });
  act(ROUTES.move, (id, seat, body) => games.move(id, seat, body.move, body.version));
  act(ROUTES.setup, (id, seat, body) => games.setup(id, seat, body.setup, body.version));
  act(ROUTES.resign, (id, seat, body) => games.resign(id, seat, body.version));
  act(ROUTES.undo, (id, seat, body) => games.undo(id, seat, body.version));
  act(ROUTES.acceptUndo, (id, seat, body) => games.answerTakeback(id, seat, true, body.version));
  act(ROUTES.declineUndo, (id, seat, body) => games.answerTakeback(id, seat, false, body.version));
  act(ROUTES.rematch, async (id, seat, body, req) => {
    // A rematch against a bot is a new game with a bot: it takes a place in the client's quota like one.
    const place = bots && (await games.hasBot(id)) ? await bots.quota.reserve(req.ip ?? req.socket.remoteAddress ?? '') : null;
    const opened = await games.rematch(id, seat, body.version).catch((error: unknown) => {
      place?.release();
      throw error;
    });
    if (opened === null) place?.release();
    else place?.created(opened);
  });
  route(ROUTES.presence, async (req, res) => {
    const { params } = validate(ROUTES.presence, req);
    const facts = await games.presenceFacts(params.id);
    res.json(presenceAnswer(presence.board.of(params.id), facts, presence.claimAfterMs, Date.now()));
  });
  act(ROUTES.claimVictory, (id, seat, body) => games.claimVictory(id, seat, body.version, opponentAwayMs(presence.board.of(id), seat, Date.now()), presence.claimAfterMs));
  act(ROUTES.abort, (id, seat, body) => games.abort(id, seat, body.version));
  act(ROUTES.offerDraw, (id, seat, body) => games.offerDraw(id, seat, body.version));
  act(ROUTES.acceptDraw, (id, seat, body) => games.answerDraw(id, seat, true, body.version));
  act(ROUTES.declineDraw, (id, seat, body) => games.answerDraw(id, seat, false, body.version));
  return routes;
}

/** The routes of {@link onlineGameRoutes} as a router mounted at `/api/games`: each path answers its methods and 405s the rest. */
export function onlineGamesRouter(routes: readonly GameRoute[]): Router {
  const paths = new Map<string, Map<RouteSpec['method'], Handler>>();
  for (const { spec, handler } of routes) {
    const path = expressPath(spec).replace(/^\/api\/games/, '') || '/';
    paths.set(path, (paths.get(path) ?? new Map()).set(spec.method, handler));
  }
  const router = Router();
  for (const [path, methods] of paths) {
    const chain = router.route(path);
    for (const [method, handler] of methods) chain[method](handler);
    chain.all(methodNotAllowed([...methods.keys()].flatMap((method) => (method === 'get' ? ['GET', 'HEAD'] : ['POST']))));
  }
  return router;
}
