import { RequestMethod, type Type } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { constants as zlib } from 'node:zlib';
import { Logger, PinoLogger } from 'nestjs-pino';
import { appConfig, redisConfig } from '../config/configuration';
import { RedisIoAdapter } from '../realtime/redis-io.adapter';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { FastPaths } from './fast-paths';
import { jsonBody } from './json-body';
import { preloadFirstData } from './preload-links';
import { prerenderedPages } from './prerendered-pages';
import { unknownFiles } from './unknown-files';
import { InputHygienePipe, requestHygiene } from './request-hygiene';
import { requestLog } from './request-log';
import { LogContextInterceptor } from '../logging/log-context.interceptor';
import { createValidationPipe } from './validation.pipe';

const COMPRESS_FROM_BYTES = 4 * 1024;

/**
 * The HTTP application with everything set up around the modules: used by main.ts (ApiModule or AllModule)
 * and by the API tests (AllModule: API, sockets and workers in one process).
 */
export async function createHttpApp(rootModule: Type<unknown>): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, { bodyParser: false, bufferLogs: true });
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const redis = app.get<ConfigType<typeof redisConfig>>(redisConfig.KEY);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLog((await app.resolve(PinoLogger)).logger));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders);
  // Brotli (or gzip) for text of 4 KiB or more: the storefront's scripts and styles, and larger API JSON.
  // Smaller answers (an order's admin view is about 2 KiB) fit the first TCP window either way, so
  // compressing them saves no round trip but costs a zlib stream each (about 0.7 ms of CPU per order
  // status change in bench/orders.js). Quality 5 keeps the CPU cost per request small; hashed assets are
  // cached for a year after the first load.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(preloadFirstData());
  app.use(jsonBody('1mb'));
  app.use(requestHygiene());
  app.use(unknownFiles(config.frontendDist));
  app.use(prerenderedPages(config.frontendDist));
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });
  // robots.txt and sitemap.xml (catalog's SiteFilesController) and security.txt (settings) live at the site's root.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'robots.txt', method: RequestMethod.GET },
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: '.well-known/security.txt', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(new InputHygienePipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalInterceptors(new LogContextInterceptor());
  app.useWebSocketAdapter(
    new RedisIoAdapter(app, { redisUrl: redis.url, keyPrefix: redis.keyPrefix, corsOrigins: config.corsOrigins }),
  );
  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Kedai API').setVersion('1').addBearerAuth().build(),
    );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  // Idle keep-alive connections outlive the clients' and proxies' (typically 60 s): a client never sends
  // a request on a socket the server is closing at that moment (an ECONNRESET for the customer).
  const server = app.getHttpServer() as import('node:http').Server;
  // Answers already made (the catalogue's) go out before Express, with the same security headers.
  app.get(FastPaths).serveFirst(server, securityHeaders);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return app;
}
