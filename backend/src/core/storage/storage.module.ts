import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { storageConfig } from '../config/configuration';
import { FileStorageService } from './file-storage.service';
import { LocalDiskDriver } from './local-disk.driver';
import { STORAGE_DRIVER, StorageDriver } from './storage-driver';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE_DRIVER,
      inject: [storageConfig.KEY],
      // The S3 SDK is loaded only by the processes that use it.
      useFactory: async (config: ConfigType<typeof storageConfig>): Promise<StorageDriver> =>
        config.s3 ? new (await import('./s3.driver')).S3Driver(config.s3) : new LocalDiskDriver(config.uploadDir),
    },
    FileStorageService,
  ],
  exports: [FileStorageService],
})
export class StorageModule {}
