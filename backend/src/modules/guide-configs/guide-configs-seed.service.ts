import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GuideConfig } from './entities/guide-config.entity';
import { seedGuideConfigs } from './guide-config-seed';
import { productKeyOf } from './guide-config.rules';

/**
 * Loads the five starter configurations when the table is empty (as the catalogue seed does), under an
 * advisory lock so two api processes starting together seed once.
 */
@Injectable()
export class GuideConfigsSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(GuideConfigsSeedService.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap() {
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kedai:guide-configs-seed'))`);
      const repository = manager.getRepository(GuideConfig);
      if ((await repository.count()) > 0) return 0;
      const seeds = seedGuideConfigs();
      await repository.save(
        seeds.map((seed) => repository.create({ ...seed, productKey: productKeyOf(seed.product) })),
      );
      return seeds.length;
    });
    if (seeded) this.logger.log(`Seeded ${seeded} guide/password configurations with generated passwords`);
  }
}
