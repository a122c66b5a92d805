import type { BoardPicture, Player } from '@tabula/engine-core';
import type { SideHue } from '@tabula/games';
import { HandTray } from '../game/hand-tray.js';
import type { MoveInput } from './use-move-input.js';

interface SeatHandProps {
  readonly picture: BoardPicture | null;
  readonly seat: Player;
  readonly playerNames: readonly [string, string];
  /** The sides' colours, seat 0 first (`sideHues(entry)`). */
  readonly hues: readonly [SideHue, SideHue];
  /** Whether this hand may be dropped from now (or a drop premoved): the seat is the viewer's, in play. */
  readonly active: boolean;
  /** What drives the hand: the move input, or the premove while the opponent is to move. */
  readonly input: Pick<MoveInput, 'pick' | 'pickFromHand' | 'dropFromHand'>;
}

/**
 * One seat's hand (games with drops, AC-4) wired to the move input, as every game page places it by
 * its owner's side of the board; nothing for games without hands.
 */
export function SeatHand({ picture, seat, playerNames, hues, active, input }: SeatHandProps) {
  if (!picture?.hands) return null;
  return (
    <HandTray
      seat={seat}
      pieces={picture.hands[seat]}
      playerNames={playerNames}
      hues={hues}
      active={active}
      picked={input.pick?.drop ?? null}
      onPick={input.pickFromHand}
      onDropOn={input.dropFromHand}
    />
  );
}
