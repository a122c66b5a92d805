import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One structured line per request once it is answered: method, path, status and time taken. Headers are
 * never logged (they carry seat tokens), nor bodies.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (!log.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ event: 'request', method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 100) / 100 }, 'request');
    });
    next();
  };
}
