import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Where a product's code pool stands: codes not sold yet, the level it warns at, whether it makes its own codes. */
export interface CodePoolLevel {
  unsold: number;
  warningLevel: number;
  generatesCodes: boolean;
}

/** The code pools' levels, read from the pool's own tables (activation_codes, code_pool_settings). */
@Injectable()
export class CodePoolLevels {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each product code's level; a product with no pool settings warns at `defaultWarningLevel`. */
  async of(productCodes: string[], defaultWarningLevel: number): Promise<Map<string, CodePoolLevel>> {
    if (productCodes.length === 0) return new Map();
    const rows = await this.dataSource.query<({ productCode: string } & CodePoolLevel)[]>(
      `SELECT wanted.code AS "productCode",
              coalesce(s.warning_level, $2::int) AS "warningLevel",
              coalesce(s.allow_generated_codes, false) AS "generatesCodes",
              (SELECT count(*) FROM activation_codes c
                WHERE c.product_code = wanted.code AND c.order_item_id IS NULL)::int AS unsold
         FROM unnest($1::varchar[]) AS wanted(code)
         LEFT JOIN code_pool_settings s ON s.product_code = wanted.code`,
      [productCodes, defaultWarningLevel],
    );
    return new Map(rows.map(({ productCode, ...level }) => [productCode, level]));
  }
}
