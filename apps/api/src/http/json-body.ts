import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/** A refusal of the body in body-parser's shape (`status`, `type`), which the error handler words for the client. */
class BodyError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

/** The content types read the short way: JSON in UTF-8, as every client of ours sends it. */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/**
 * Body-parser's "already read" test (on-finished's isFinished, less its upgrade case: upgrades go to the
 * server's upgrade listener, never here): such a request is passed on without a body.
 */
function finished(req: IncomingMessage): boolean {
  return !req.socket?.readable || (req.complete && !req.readable);
}

/** Strict JSON, as body-parser's `strict` mode: an empty body is `{}`, anything but an object or array is refused. */
function parseStrict(text: string): unknown {
  if (text.length === 0) return {};
  const first = /^[ \t\n\r]*([^ \t\n\r]|$)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new BodyError('request body is not a JSON object or array', 'entity.parse.failed');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(error instanceof Error ? error.message : 'invalid JSON', 'entity.parse.failed');
  }
}

/**
 * `express.json({ limit, type: () => true })`, with the request every move and offer is read the short
 * way: a plain UTF-8 JSON body of a declared length within the limit, not compressed. Body-parser reads
 * it through a chain of packages (type-is, content-type, raw-body, iconv-lite, on-finished and
 * http-errors), which on a saturated server was about 5% of the CPU a move costs; the short way collects
 * the chunks and parses them, the same as body-parser would (`json-body.test.ts` holds the two equal,
 * body by body and refusal by refusal). Anything else — another charset, a compressed or chunked body,
 * no length, one over the limit — is body-parser's to read, unchanged.
 *
 * @param general - the reader for everything else (body-parser; a test may count what reaches it)
 */
export function jsonBody(limitBytes: number, general: RequestHandler = express.json({ limit: limitBytes, type: () => true })): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    const length = declared === undefined ? NaN : Number(declared);
    const contentType = req.headers['content-type'];
    const short =
      length <= limitBytes &&
      req.headers['content-encoding'] === undefined &&
      req.headers['transfer-encoding'] === undefined &&
      contentType !== undefined &&
      PLAIN_JSON.has(contentType.toLowerCase()) &&
      !finished(req);
    if (!short) {
      general(req, res, next);
      return;
    }
    if (!Reflect.has(req, 'body')) req.body = undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    const done = (error?: BodyError) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('aborted', onAborted);
      next(error);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    };
    const onEnd = () => {
      // UTF-8 as iconv-lite decodes it for body-parser: a byte-order mark at the start is dropped.
      let text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      try {
        req.body = parseStrict(text);
      } catch (error) {
        done(error instanceof BodyError ? error : new BodyError('invalid JSON', 'entity.parse.failed'));
        return;
      }
      done();
    };
    // The client went away mid-body: nobody reads the answer, but the request ends as body-parser ends it.
    const onAborted = () => done(new BodyError('request aborted', 'request.aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('aborted', onAborted);
  };
}
