import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { isUuid, likePattern } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';
import type { Language } from '@kedai/contracts';
import {
  DEFAULT_PAGE_SIZE,
  FEATURED_CODES,
  RATING_SORTS,
  RECENT_REVIEWS_PER_PRODUCT,
  type RatingSort,
} from '../catalog.constants';
import { ListProductsQuery } from '../dto/list-products.query';
import { ListRatingsQuery } from '../dto/list-ratings.query';
import { Product } from '../entities/product.entity';
import { Review } from '../entities/review.entity';
import {
  ProductPage,
  ProductRatingsView,
  ProductView,
  ReviewView,
  toProductView,
  toReviewView,
} from '../read/product.view';

/** Serialises catalogue-position assignment and the first-start seed across processes. */
export const CATALOG_LOCK_KEY = 'kedai:catalog';

export type NewProduct = Pick<Product, 'productCode' | 'title' | 'price' | 'category'> &
  Partial<
    Pick<
      Product,
      | 'sku'
      | 'description'
      | 'stock'
      | 'stockWarningLevel'
      | 'tags'
      | 'options'
      | 'specifications'
      | 'translations'
      | 'images'
      | 'variants'
      | 'isActive'
    >
  >;

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private active(): SelectQueryBuilder<Product> {
    return this.products.createQueryBuilder('product').where('product.isActive = true');
  }

  async list(query: ListProductsQuery): Promise<ProductPage> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const builder = this.active();
    if (query.ids) builder.andWhere('product.id IN (:...ids)', { ids: query.ids.length ? query.ids : [null] });
    const category = query.category?.trim();
    if (category) builder.andWhere('product.category = :category', { category });
    const search = query.search?.trim();
    const language = query.lang ?? 'en';
    if (search) {
      const translated =
        language === 'en'
          ? ''
          : " OR product.translations -> :language ->> 'title' ILIKE :term" +
            " OR product.translations -> :language ->> 'description' ILIKE :term";
      builder.andWhere(
        `(product.title ILIKE :term OR product.description ILIKE :term OR product.category ILIKE :term${translated})`,
        { term: likePattern(search), language },
      );
    }
    // count(*) of the filtered rows: getManyAndCount's COUNT(DISTINCT id) sorts every matching product first.
    const counted = builder.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>();
    switch (query.sort ?? 'default') {
      case 'price_asc':
        builder.orderBy('product.price', 'ASC');
        break;
      case 'price_desc':
        builder.orderBy('product.price', 'DESC');
        break;
      case 'rating':
        builder.orderBy('product.rating', 'DESC').addOrderBy('product.reviewCount', 'DESC');
        break;
      default:
        break;
    }
    builder
      .addOrderBy('product.catalogPosition', 'ASC')
      .skip((page - 1) * limit)
      .take(limit);
    const [items, count] = await Promise.all([builder.getMany(), counted]);
    const total = count?.total ?? 0;
    return { items: items.map((product) => toProductView(product, language)), total, page, limit };
  }

  async featured(language: Language = 'en'): Promise<ProductView[]> {
    const found = await this.active()
      .andWhere('product.productCode IN (:...codes)', { codes: [...FEATURED_CODES] })
      .getMany();
    const byCode = new Map(found.map((product) => [product.productCode, product]));
    return FEATURED_CODES.flatMap((code) => {
      const product = byCode.get(code);
      return product ? [toProductView(product, language)] : [];
    });
  }

  /** A product code first, then product_N (1-based catalogue position), then the uuid; only active products. */
  async findActiveEntity(id: string): Promise<Product> {
    const key = id.trim();
    const byCode = await this.products.findOneBy({ productCode: key, isActive: true });
    if (byCode) return byCode;
    const position = /^product_([1-9]\d{0,8})$/.exec(key);
    if (position) {
      const byPosition = await this.products.findOneBy({ catalogPosition: Number(position[1]), isActive: true });
      if (byPosition) return byPosition;
    }
    if (isUuid(key)) {
      const byId = await this.products.findOneBy({ id: key, isActive: true });
      if (byId) return byId;
    }
    throw notFound();
  }

  async findPublic(id: string, language: Language = 'en'): Promise<ProductView> {
    return toProductView(await this.findActiveEntity(id), language);
  }

  async reviewsOf(id: string, version?: string): Promise<ReviewView[]> {
    const product = await this.findActiveEntity(id);
    const builder = this.reviews
      .createQueryBuilder('review')
      .where('review.productId = :productId', { productId: product.id })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'ASC')
      .take(500);
    if (version) builder.andWhere('review.version = :version', { version });
    return (await builder.getMany()).map(toReviewView);
  }

  /** Active products with the given ids, in catalogue order; ids that are not uuids or not found are skipped. */
  async activeByIds(ids: string[]): Promise<Product[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (valid.length === 0) return [];
    return this.products.find({ where: { id: In(valid), isActive: true }, order: { catalogPosition: 'ASC' } });
  }

  /** All Ratings: products with reviews, their average, count and newest reviews. */
  async ratings(query: ListRatingsQuery): Promise<ProductRatingsView[]> {
    const builder = this.active()
      .andWhere('product.reviewCount > 0')
      .addSelect(
        (sub) => sub.select('MAX(r.created_at)').from(Review, 'r').where('r.product_id = product.id'),
        'last_review_at',
      );
    const search = query.search?.trim();
    if (search) builder.andWhere('product.title ILIKE :term', { term: likePattern(search) });
    if (query.minStars) builder.andWhere('product.rating >= :minStars', { minStars: query.minStars });
    const sort: RatingSort = query.sort && RATING_SORTS.includes(query.sort) ? query.sort : 'date';
    if (sort === 'rating') builder.orderBy('product.rating', 'DESC').addOrderBy('product.reviewCount', 'DESC');
    else if (sort === 'name') builder.orderBy('product.title', 'ASC');
    else builder.orderBy('last_review_at', 'DESC', 'NULLS LAST');
    builder.addOrderBy('product.catalogPosition', 'ASC').limit(200);
    const products = await builder.getMany();
    if (products.length === 0) return [];

    const recent = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM (
         SELECT id, row_number() OVER (PARTITION BY product_id ORDER BY created_at DESC, id) AS n
         FROM reviews WHERE product_id = ANY($1)
       ) ranked WHERE n <= $2`,
      [products.map((product) => product.id), RECENT_REVIEWS_PER_PRODUCT],
    );
    const reviews = recent.length
      ? await this.reviews.find({ where: { id: In(recent.map((row) => row.id)) }, order: { createdAt: 'DESC' } })
      : [];
    return products.map((product) => ({
      product: toProductView(product, query.lang ?? 'en'),
      average: product.rating,
      count: product.reviewCount,
      recentReviews: reviews.filter((review) => review.productId === product.id).map(toReviewView),
    }));
  }

  /** Adds a product at the end of the catalogue (its position becomes product_N). */
  async create(input: NewProduct, manager?: EntityManager): Promise<Product> {
    const run = async (em: EntityManager) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CATALOG_LOCK_KEY]);
      const [{ next }] = await em.query<{ next: number }[]>(
        'SELECT COALESCE(MAX(catalog_position), 0) + 1 AS next FROM products',
      );
      return em.getRepository(Product).save(em.getRepository(Product).create({ ...input, catalogPosition: next }));
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }
}
