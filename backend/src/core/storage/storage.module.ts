import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { storageConfig } from '../config/configuration';
import { FileStorageService } from './file-storage.service';
import { LocalDiskDriver } from './local-disk.driver';
import { S3Driver } from './s3.driver';
import { STORAGE_DRIVER, StorageDriver } from './storage-driver';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE_DRIVER,
      inject: [storageConfig.KEY],
      useFactory: (config: ConfigType<typeof storageConfig>): StorageDriver =>
        config.s3 ? new S3Driver(config.s3) : new LocalDiskDriver(config.uploadDir),
    },
    FileStorageService,
  ],
  exports: [FileStorageService],
})
export class StorageModule {}
