import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import { appConfig } from './config/configuration';

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
        },
      }),
    }),
  ],
})
export class LoggingModule {}
