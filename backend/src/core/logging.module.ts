import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import { appConfig } from './config/configuration';
import { logContextFields } from './logging/log-context';

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        // Requests are logged by core/http/request-log.ts: nestjs-pino's per-request middleware is not used.
        forRoutes: [],
        pinoHttp: {
          level: app.logLevel,
          // Every line, not only request logs, names the process and its role (api, worker, all): the
          // logs of many replicas read apart once collected in one place.
          base: { pid: process.pid, hostname: hostname(), role: app.role },
          // And what it is about: requestId, queue and jobId, orderId, sessionId (core/logging/log-context.ts).
          mixin: () => logContextFields(),
          // Production and tests write JSON (what log collectors and the attack suite read); a developer's terminal
          // gets pino-pretty's readable lines with the same fields.
          ...(app.prettyLogs && {
            transport: {
              target: 'pino-pretty',
              options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,role' },
            },
          }),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
