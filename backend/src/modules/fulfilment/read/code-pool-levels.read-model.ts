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

  /**
   * Of these product codes, the pools that run low: they make no codes of their own and hold no more unsold codes
   * than their warning level (a product with no pool settings warns at `defaultWarningLevel`). How many there are,
   * and the levels of the `limit` emptiest (equals in the order given) and of `alsoOf` when low: what a ranking of
   * the low pools needs, without sending every pool's level back (a catalogue of 10,000 products, most of them
   * without codes, spent most of the dashboard's time there).
   */
  async low(
    productCodes: string[],
    defaultWarningLevel: number,
    limit: number,
    alsoOf: string[] = [],
  ): Promise<{ count: number; levels: Map<string, CodePoolLevel> }> {
    if (productCodes.length === 0) return { count: 0, levels: new Map() };
    const rows = await this.dataSource.query<({ productCode: string; total: number } & CodePoolLevel)[]>(
      // Each pool counted once (as a subquery in the select list the count ran twice: once for the filter, once
      // for the order), after the pools that make their own codes are left out.
      `WITH levels AS (
         SELECT wanted.code, wanted.ord, coalesce(s.warning_level, $2::int) AS warning, pool.unsold
           FROM unnest($1::varchar[]) WITH ORDINALITY AS wanted(code, ord)
           LEFT JOIN code_pool_settings s ON s.product_code = wanted.code
           CROSS JOIN LATERAL (SELECT count(*)::int AS unsold FROM activation_codes c
                                WHERE c.product_code = wanted.code AND c.order_item_id IS NULL) pool
          WHERE NOT coalesce(s.allow_generated_codes, false)),
       low AS (
         SELECT l.*, row_number() OVER (ORDER BY l.unsold, l.ord) AS place, count(*) OVER () AS total
           FROM levels l WHERE l.unsold <= l.warning)
       SELECT low.code AS "productCode", low.unsold, low.warning AS "warningLevel", false AS "generatesCodes",
              low.total::int AS total
         FROM low
        WHERE low.place <= $3::int OR low.code = ANY($4::varchar[])`,
      [productCodes, defaultWarningLevel, limit, alsoOf],
    );
    return {
      count: rows[0]?.total ?? 0,
      levels: new Map(rows.map(({ productCode, total: _total, ...level }) => [productCode, level])),
    };
  }
}
