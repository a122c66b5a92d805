import type { Player } from '@tabula/engine-core';
import type { BotControl, PlayResult, TableState } from '@tabula/play';

/**
 * Where a table's game is kept, and what that place adds to the one game page. A game on this device
 * can be started anew, loaded from a record file, and its bots held; an online game has links to invite
 * a player and to watch, and a rematch after its end.
 */
export type TablePlace =
  | {
      readonly kind: 'local';
      /** The bots of this device's game, which a person may stop and let go on. */
      readonly bots: BotControl;
      readonly onNewGame: () => void;
      /** Loads a record file as the game in progress; says why not when it cannot. */
      readonly onLoadRecord: (text: string) => string | null;
    }
  | {
      readonly kind: 'online';
      /** The server's id of the game, for the invite and watch links. */
      readonly id: string;
      /** After the end, asks the server for a rematch for `seat` (at one device a rematch is a new game). */
      readonly onRematch?: (seat: Player) => Promise<PlayResult<TableState>>;
      /** Claims the win for `seat` against a player who left a timed game (the server decides). */
      readonly onClaimVictory?: (seat: Player) => Promise<PlayResult<TableState>>;
    };
