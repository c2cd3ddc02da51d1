import { Module, RequestMethod } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import { appConfig } from './config/configuration';

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: app.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
          // Every line, not only request logs, names the process and its role (api, worker, all): the
          // logs of many replicas read apart once collected in one place.
          base: { pid: process.pid, hostname: hostname(), role: app.role },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
