import { describe, expect, it } from 'vitest';
import { GameViewAnswer, PresenceMessage } from '@tabula/protocol';
import { openLive, type LiveClient } from '../testing/live-client.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// ST-9: two games that differ only in blue's hidden ranks must look the same, byte for byte, to red and
// to a spectator — on every route and on the socket. Only the game id differs, and is blanked.

const server = serverForThisFile();
const api = server.api;

const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';
// The same squares occupied, ranks moved around (the rows reversed and the army turned).
const BLUE_SHUFFLED = BLUE.split('').reverse().join('').replace(/^(.{10})\/(.{10})\/(.{10})\/(.{10})$/, '$4/$3/$2/$1');

const isPresence = (message: string) => message.startsWith('{"type":"presence"');

/** Everything red and a spectator are told about one game, in order, ids blanked. */
async function transcript(blue: string): Promise<string[]> {
  const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 5 });
  const blank = (text: string) => text.split(id).join('<id>');
  const said: string[] = [];
  const hear = async (label: string, answer: Promise<{ status: number; text: string }>) => {
    const { status, text } = await answer;
    said.push(`${label} ${status} ${blank(text)}`);
  };
  const sockets: LiveClient[] = [await openLive(server.url(), id, { type: 'hello', token: tokens[0] }), await openLive(server.url(), id, { type: 'hello' })];
  await hear('setup red', api.post(`/api/games/${id}/setup`, { setup: RED }, tokens[0]));
  await api.post(`/api/games/${id}/setup`, { setup: blue }, tokens[1]);
  let version = 2;
  for (const [seat, move] of [[0, 'a4a5'], [1, 'a7a6'], [0, 'j4j5'], [1, 'j7j6']] as const) {
    if (seat === 0) {
      // Refusals are built from red's view too: an enemy piece, a lake, a bomb's neighbour.
      for (const illegal of ['a6a5', 'c4c5', 'b7b6', 'j5j7']) await hear(`illegal ${illegal}`, api.post(`/api/games/${id}/moves`, { move: illegal, version }, tokens[0]));
      await hear(`move ${move}`, api.post(`/api/games/${id}/moves`, { move, version }, tokens[0]));
    } else {
      await api.post(`/api/games/${id}/moves`, { move, version }, tokens[1]);
    }
    version++;
    await hear('red view', api.get(`/api/games/${id}`, tokens[0]));
    await hear('spectator view', api.get(`/api/games/${id}`));
  }
  await hear('red record', api.get(`/api/games/${id}/record`, tokens[0]));
  await hear('spectator record', api.get(`/api/games/${id}/record`));
  const lobby = await api.get('/api/games?game=stratego&limit=100');
  said.push(`lobby ${blank(JSON.stringify(lobby.body.games.find((game: { id: string }) => game.id === id)))}`);
  // Every socket message up to the last version, then the sockets' own transcripts.
  for (const socket of sockets) {
    while (!socket.raw.some((message) => message.includes(`"version":${version}`))) await new Promise((resolve) => setTimeout(resolve, 20));
    // Presence messages carry times away, which differ from run to run; their strict schema admits
    // nothing but connections, times and counts, so they are checked against it instead.
    const [presence, game] = [socket.raw.filter(isPresence), socket.raw.filter((message) => !isPresence(message))];
    for (const message of presence) expect(() => PresenceMessage.parse(JSON.parse(message))).not.toThrow();
    said.push(...game.map((message) => `socket ${blank(message)}`));
    socket.close();
  }
  return said;
}

describe('Stratego answers do not depend on hidden ranks (ST-9)', () => {
  it('the two blue armies really differ', () => {
    expect(BLUE_SHUFFLED).not.toBe(BLUE);
  });

  it('red and a spectator get byte-identical answers on every route and on the socket', async () => {
    const a = await transcript(BLUE);
    const b = await transcript(BLUE_SHUFFLED);
    expect(a.length).toBeGreaterThan(25);
    expect(b).toEqual(a);
    // And blue's ranks appear nowhere in what red was told.
    expect(a.join('\n')).not.toContain(BLUE);
    expect(a.filter((line) => line.startsWith('red view')).join('\n')).not.toMatch(/"position":"[^" ]*[a-wyz]/);
  });

  it('a view tells the last move in words: a battle names both ranks to everyone (ST-5), a quiet move its rank to its owner only', async () => {
    const position = 'F8T/10/10/4S5/4m5/10/10/10/1g8/9f r 1';
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], position });
    const words = async (token?: string) => GameViewAnswer.parse((await api.get(`/api/games/${id}`, token)).body).lastMove?.words;
    expect((await api.post(`/api/games/${id}/moves`, { move: 'e4e5', version: 0 }, tokens[0])).status).toBe(200);
    for (const token of [tokens[0], tokens[1], undefined]) expect(await words(token)).toBe("Red's scout attacked Blue's marshal on e5 and lost.");
    expect((await api.post(`/api/games/${id}/moves`, { move: 'b9b8', version: 1 }, tokens[1])).status).toBe(200);
    expect(await words(tokens[1])).toBe("Blue's general moved from b9 to b8.");
    for (const token of [tokens[0], undefined]) expect(await words(token)).toBe('Blue moved a piece from b9 to b8.');
    const facts = GameViewAnswer.parse((await api.get(`/api/games/${id}`)).body).lastMove?.facts;
    expect(facts).toEqual([{ kind: 'move', piece: { owner: 1, name: 'piece' }, from: 'b9', path: ['b8'] }]);
  });
});
