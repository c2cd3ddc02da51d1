import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not, Repository } from 'typeorm';
import type { GuideConfigImportResult, OfficialGuideLinkView } from '@kedai/contracts';
import { isUniqueViolation } from '../../core/database/sql-values';
import { ApiError } from '../../core/http/api-error';
import { GuideConfig } from './entities/guide-config.entity';
import {
  MAX_IMPORT_ITEMS,
  productKeyOf,
  validateGuideConfigInput,
  type ValidGuideConfigInput,
} from './guide-config.rules';
import { ProductStockService } from '../catalog';

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'guide_config_not_found', 'Configuration not found');
const duplicate = () => new ApiError(HttpStatus.CONFLICT, 'guide_config_duplicate', 'Product already exists');
const invalidJson = () => new ApiError(HttpStatus.BAD_REQUEST, 'guide_config_invalid_json', 'Invalid JSON format');

/** Guide/password configurations: admin CRUD, JSON import/export, and the look-up other modules use. */
@Injectable()
export class GuideConfigsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(GuideConfig) private readonly configs: Repository<GuideConfig>,
    private readonly products: ProductStockService,
  ) {}

  list(): Promise<GuideConfig[]> {
    return this.configs.find({ order: { product: 'ASC' } });
  }

  /** The configurations that carry an official guide link: product and link only, never the credentials. */
  async officialGuideLinks(): Promise<OfficialGuideLinkView[]> {
    const configs = await this.configs.find({
      select: { product: true, productCode: true, guideUrl: true },
      where: { guideUrl: Not(IsNull()) },
      order: { product: 'ASC' },
    });
    return configs.map(({ product, productCode, guideUrl }) => ({ product, productCode, guideUrl: guideUrl ?? '' }));
  }

  async create(raw: unknown): Promise<GuideConfig> {
    const input = validateGuideConfigInput(raw);
    await this.assertProductCode(this.dataSource.manager, input.productCode);
    await this.assertNameFree(input.product);
    try {
      return await this.configs.save(this.configs.create({ translations: {}, ...this.columns(input) }));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async update(id: string, raw: unknown): Promise<GuideConfig> {
    const input = validateGuideConfigInput(raw);
    const config = await this.configs.findOneBy({ id });
    if (!config) throw notFound();
    await this.assertProductCode(this.dataSource.manager, input.productCode);
    await this.assertNameFree(input.product, id);
    try {
      return await this.configs.save(Object.assign(config, this.columns(input)));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const result = await this.configs.delete({ id });
    if (!result.affected) throw notFound();
  }

  /**
   * The exported JSON array back in: every item is checked first, then all are written in one
   * transaction (a product already stored, by name, is replaced). Nothing is written if any item fails.
   */
  async import(raw: unknown): Promise<GuideConfigImportResult> {
    if (!Array.isArray(raw)) throw invalidJson();
    if (raw.length > MAX_IMPORT_ITEMS) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'guide_config_import_too_big',
        `At most ${MAX_IMPORT_ITEMS} configurations per import`,
      );
    }
    const inputs = raw.map((item, index) => {
      try {
        return validateGuideConfigInput(item);
      } catch (error) {
        if (error instanceof ApiError) {
          const message = (error.getResponse() as { message: string }).message;
          throw new ApiError(HttpStatus.BAD_REQUEST, 'guide_config_invalid', `Item ${index + 1}: ${message}`);
        }
        throw error;
      }
    });
    const keys = inputs.map((input) => productKeyOf(input.product));
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (repeated !== undefined) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'guide_config_duplicate', `Product listed twice: ${repeated}`);
    }
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(GuideConfig);
      let created = 0;
      let updated = 0;
      for (const input of inputs) {
        await this.assertProductCode(manager, input.productCode);
        const existing = await repository.findOneBy({ productKey: productKeyOf(input.product) });
        if (existing) updated += 1;
        else created += 1;
        await repository.save(Object.assign(existing ?? repository.create({ translations: {} }), this.columns(input)));
      }
      return { created, updated, total: inputs.length };
    });
  }

  /**
   * The configuration of a catalogue product: by its code first, then by a product name equal to the
   * title, then by the longest configured product name contained in the title. Null when none fits.
   */
  async findForProduct(product: { productCode?: string | null; title?: string | null }): Promise<GuideConfig | null> {
    if (product.productCode) {
      const byCode = await this.configs.findOne({
        where: { productCode: product.productCode.toUpperCase() },
        order: { createdAt: 'ASC' },
      });
      if (byCode) return byCode;
    }
    const title = product.title?.trim().toLowerCase();
    if (!title) return null;
    const byName = await this.configs.findOneBy({ productKey: title });
    if (byName) return byName;
    return this.configs
      .createQueryBuilder('c')
      .where('strpos(:title, c.product_key) > 0', { title })
      .andWhere("c.product_key <> ''")
      .orderBy('length(c.product_key)', 'DESC')
      .getOne();
  }

  /** The stored columns; translations only when the input has them (else a stored configuration keeps its own). */
  private columns(input: ValidGuideConfigInput): Partial<GuideConfig> {
    return { ...input, productKey: productKeyOf(input.product) };
  }

  /** The usual duplicate answered up front; the unique index still catches two admins saving at once. */
  private async assertNameFree(product: string, exceptId?: string): Promise<void> {
    const taken = await this.configs.existsBy({
      productKey: productKeyOf(product),
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
    if (taken) throw duplicate();
  }

  private async assertProductCode(manager: EntityManager, productCode: string | null): Promise<void> {
    if (!productCode) return;
    if (!(await this.products.exists(manager, productCode))) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'guide_config_invalid', `Unknown product code: ${productCode}`);
    }
  }
}
