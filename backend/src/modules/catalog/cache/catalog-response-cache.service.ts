import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { FastPaths, type MadeAnswer } from '../../../core/http/fast-paths';
import { pageLanguageOf } from '../../../core/http/prerendered-pages';
import { CatalogVersionService } from './catalog-version.service';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Distinct answers kept per process (each page, filter and product), and their plain bytes at most; the oldest go first. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;
/** Addresses remembered for the fast path (the same answer may be asked with its parameters in any order). */
const MAX_URLS = 4 * MAX_ENTRIES;
/** Distinct Accept-Encoding values whose choice is remembered. */
const MAX_ENCODING_HEADERS = 64;
/**
 * Bodies smaller than this are sent as they are. Lower than the compression middleware's threshold: a kept
 * answer is compressed once per catalogue version, not per request.
 */
const COMPRESS_FROM_BYTES = 1024;
/** A safety net for a change made outside the app (psql): no cached answer outlives this. */
const MAX_AGE_MS = 60_000;

type Encoding = 'br' | 'gzip';

interface CachedAnswer {
  version: string;
  builtAt: number;
  body: Buffer;
  /** The JSON's hash: the ETag of the plain body; the compressed ones add their encoding. */
  hash: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed bodies once made, for the fast path (which never waits). */
  ready: Partial<Record<Encoding, Buffer>>;
  /** The fast path's answers, made once per status and encoding ("200 br", "304 "). */
  made: Map<string, MadeAnswer>;
}

/**
 * Whether an address's answer depends on its Accept-Language: it names no `lang=` and the header asks for a
 * language other than English (docs/catalogue.md#languages). Such requests are never answered by address.
 */
const languageByHeader = (url: string, acceptLanguage: string | undefined) =>
  acceptLanguage !== undefined && !/[?&]lang=/.test(url) && pageLanguageOf(undefined, acceptLanguage) !== 'en';

const etagOf = (hash: string, encoding?: Encoding) => `"${hash}${encoding ? `-${encoding}` : ''}"`;

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this answer in any of its encodings (they carry the same JSON). */
function notModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const names = [etagOf(hash), etagOf(hash, 'br'), etagOf(hash, 'gzip')];
  return ifNoneMatch.split(',').some((tag) => names.includes(tag.trim().replace(/^W\//, '')));
}

/**
 * The public catalogue's answers kept serialised (and compressed, once per encoding) in this process, under the
 * catalogue version they were built at (`CatalogVersionService`): a request whose version matches is answered
 * from memory with a strong ETag, or 304 when the client already has it. A change anywhere bumps the version,
 * so the next request rebuilds from the database. Without a version (Redis down) every request is built from
 * the database and nothing is kept. Only for what anyone may read: checkout never reads from here.
 */
@Injectable()
export class CatalogResponseCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly building = new Map<string, Promise<CachedAnswer>>();
  private readonly urls = new Map<string, string>();
  private readonly encodings = new Map<string, Encoding | undefined>();
  private keptBytes = 0;

  constructor(
    private readonly versions: CatalogVersionService,
    private readonly fastPaths: FastPaths,
  ) {
    this.fastPaths.register((req) => this.answerKept(req));
  }

  async respond(req: Request, res: Response, key: string, build: () => Promise<unknown>): Promise<void> {
    const version = await this.versions.current();
    const answer = version === null ? await this.build(build, '') : await this.cached(key, version, build);
    if (version !== null && !languageByHeader(req.originalUrl, req.headers['accept-language'])) {
      this.remember(req.originalUrl, key);
    }
    await this.send(req, res, answer, version !== null);
  }

  /**
   * The fast path (before the HTTP pipeline): the kept answer of a request to exactly this address made
   * earlier through the route, when it is still current by the version this process heard; null otherwise.
   */
  answerKept(req: IncomingMessage): MadeAnswer | null {
    const version = this.versions.known();
    if (req.url === undefined || languageByHeader(req.url, req.headers['accept-language'])) return null;
    const key = version === null ? undefined : this.urls.get(req.url);
    const kept = key === undefined ? undefined : this.answers.get(key);
    if (key === undefined || !kept || kept.version !== version || Date.now() - kept.builtAt >= MAX_AGE_MS) return null;
    const encoding =
      kept.body.length >= COMPRESS_FROM_BYTES ? this.encodingFor(req.headers['accept-encoding']) : undefined;
    const body = encoding ? kept.ready[encoding] : kept.body;
    if (!body) return null; // not compressed that way yet: the route does it once
    const status = notModified(req.headers['if-none-match'], kept.hash) ? 304 : 200;
    const variant = `${status} ${encoding ?? ''}`;
    let made = kept.made.get(variant);
    if (!made) {
      made = this.made(key, kept, status, encoding, body);
      kept.made.set(variant, made);
    }
    return made;
  }

  /** chooseEncoding, remembered per Accept-Encoding value (clients send a handful of distinct ones). */
  private encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
    const header = acceptEncoding ?? '';
    if (this.encodings.has(header)) return this.encodings.get(header);
    const encoding = chooseEncoding(header);
    if (this.encodings.size >= MAX_ENCODING_HEADERS) this.encodings.clear();
    this.encodings.set(header, encoding);
    return encoding;
  }

  /** The route's headers, and one it does not send: where the answer came from, for whoever debugs. */
  private made(key: string, kept: CachedAnswer, status: 200 | 304, encoding: Encoding | undefined, body: Buffer) {
    const headers: OutgoingHttpHeaders = {
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Accept-Language',
      ETag: etagOf(kept.hash, encoding),
      'X-Cache': 'hit',
    };
    if (status === 200) {
      headers['Content-Type'] = 'application/json; charset=utf-8';
      headers['Content-Length'] = body.length;
      if (encoding) headers['Content-Encoding'] = encoding;
    }
    return {
      route: key.startsWith('list:') ? '/api/products' : '/api/products/:id',
      status,
      head: this.fastPaths.head(headers),
      body: status === 200 ? body : undefined,
    };
  }

  private async send(req: Request, res: Response, answer: CachedAnswer, cacheable: boolean): Promise<void> {
    const encoding =
      cacheable && answer.body.length >= COMPRESS_FROM_BYTES
        ? chooseEncoding(req.headers['accept-encoding'])
        : undefined;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language');
    res.setHeader('ETag', etagOf(answer.hash, encoding));
    if (notModified(req.headers['if-none-match'], answer.hash)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('application/json; charset=utf-8');
    if (!encoding) {
      // Sent plain; when Redis was down the compression middleware still encodes it on the fly (from 4 KiB).
      res.end(answer.body);
      return;
    }
    const body = await (answer.encoded[encoding] ??= compress(answer.body, encoding).then((encoded) => {
      answer.ready[encoding] = encoded;
      return encoded;
    }));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  private async cached(key: string, version: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const kept = this.answers.get(key);
    if (kept && kept.version === version && Date.now() - kept.builtAt < MAX_AGE_MS) return kept;
    const flightKey = `${version}\n${key}`;
    let pending = this.building.get(flightKey);
    if (!pending) {
      // One build per key and version however many requests arrive together after a change.
      pending = this.build(build, version).finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, pending);
    }
    const answer = await pending;
    this.forget(key);
    this.answers.set(key, answer);
    this.keptBytes += answer.body.length;
    while (this.answers.size > MAX_ENTRIES || this.keptBytes > MAX_BYTES) {
      this.forget(this.answers.keys().next().value as string);
    }
    return answer;
  }

  /** Which answer an address got (query strings as sent): only addresses the route itself accepted. */
  private remember(url: string, key: string): void {
    this.urls.delete(url);
    this.urls.set(url, key);
    if (this.urls.size > MAX_URLS) this.urls.delete(this.urls.keys().next().value as string);
  }

  private forget(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.keptBytes -= kept.body.length;
    this.answers.delete(key);
  }

  private async build(build: () => Promise<unknown>, version: string): Promise<CachedAnswer> {
    const body = Buffer.from(JSON.stringify(await build()));
    const hash = createHash('sha1').update(body).digest('base64url');
    return { version, builtAt: Date.now(), body, hash, encoded: {}, ready: {}, made: new Map() };
  }
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}
