/*
 * The evaluation's weights, in hundredths of a pawn: fitted to game results by Texel's method (`nx run
 * engine-simple-chess:tune`, README: Fitting the weights) rather than set by hand. Fairy-Stockfish played
 * this game against itself (tools/fairy-stockfish), and the weights were chosen so that a logistic curve
 * of the evaluation best predicts who went on to win from each quiet position. The fit has few weights on
 * purpose (a pawn's value by rank and by file, not a table of all 64 squares): a few thousand games tell
 * a rank's worth apart, not a square's. A fit is kept only if it also wins games: these scored 32/120
 * against Fairy-Stockfish at level 5's time a move, the hand-set weights 20.5/120.
 *
 * What the fit found differs from chess: pawns, which never promote (SC-4), are worth far less than a
 * rook or bishop, edge pawns least; queens and knights, which never move (SC-3), are walls worth next to
 * nothing; and the king's room to move counts four times what it did by hand.
 */

/** A pawn by how far it stands from its own first rank (index 1 is its start, 6 one step from the end). */
export const PAWN_BY_RANK = Int16Array.of(0, 28, 72, 79, 88, 127, 130);
/** Added to a pawn's rank value by its file, a to h. */
export const PAWN_BY_FILE = Int16Array.of(-57, -27, 13, -25, 0, 13, -30, -53);
/** A pawn on its last rank can never move again (SC-4: no promotion): a wall, like a knight. */
export const DEAD_PAWN = -15;
export const KNIGHT = -9;
export const BISHOP = 368;
export const ROOK = 627;
export const QUEEN = 23;
/** The king's place, by rank from its own side and by file, a to h (it has no material value: SC-6). */
export const KING_BY_RANK = Int16Array.of(-12, -33, 8, 7, 8, 17, 10, -6);
export const KING_BY_FILE = Int16Array.of(5, -16, -11, 5, 14, 1, 9, -7);

/** Per square a rook or bishop can move to. */
export const SLIDER_MOBILITY = 15;
/** Per square the king can move to: with no check (SC-5), room to step away is its safety. */
export const KING_MOBILITY = 18;
/** Per own piece next to the king: with no check, walls are what keeps the king alive. */
export const KING_SHELTER = 22;
/** Per enemy attack on a square next to the king. */
export const KING_ZONE_ATTACK = 8;
/** The side to move has its king attacked (there is no check, SC-5): it must react now. */
export const KING_THREATENED = 153;
/** Having the move. */
export const TEMPO = 6;
