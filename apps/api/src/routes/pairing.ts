import { Router } from 'express';
import { ROUTES } from '../http/api-routes.js';
import { methodNotAllowed } from '../http-errors.js';
import { validate } from '../http/validate.js';
import type { GameService } from '../online/game-service.js';

/** `/api/pairing`: quick pairing between people for one game and time control (no bots, no invite). */
export function pairingRouter(games: GameService): Router {
  const router = Router();
  router
    .route('/')
    .post(async (req, res) => {
      const { body } = validate(ROUTES.pairing, req);
      const seat = await games.pair(body.game, body.clock);
      res.status(seat.paired ? 200 : 201).json(seat);
    })
    .all(methodNotAllowed(['POST']));
  return router;
}
