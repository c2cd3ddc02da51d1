import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { allConfig } from './configuration';
import { validateEnvironment } from './environment';

@Global()
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: allConfig,
      validate: (raw) => {
        validateEnvironment(raw);
        return raw;
      },
    }),
  ],
})
export class KedaiConfigModule {}
