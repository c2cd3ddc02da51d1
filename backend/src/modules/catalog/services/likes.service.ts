import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import { MAX_MERGED_LIKES } from '../catalog.constants';
import { Like } from '../entities/like.entity';
import { ProductsService } from './products.service';
import { LikesView } from '../read/product.view';

@Injectable()
export class LikesService {
  constructor(
    @InjectRepository(Like) private readonly likes: Repository<Like>,
    private readonly products: ProductsService,
  ) {}

  /** The user's favourites (active products only), oldest first. */
  async list(userId: string): Promise<LikesView> {
    const rows = await this.likes
      .createQueryBuilder('like')
      .innerJoin('like.product', 'product', 'product.isActive = true')
      .where('like.userId = :userId', { userId })
      .orderBy('like.createdAt', 'ASC')
      .addOrderBy('like.productId', 'ASC')
      .getMany();
    return { productIds: rows.map((row) => row.productId) };
  }

  async add(userId: string, productId: string): Promise<LikesView> {
    const [product] = await this.products.activeByIds([productId]);
    if (!product) throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
    await this.likes.createQueryBuilder().insert().values({ userId, productId: product.id }).orIgnore().execute();
    return this.list(userId);
  }

  /** Clear all (storefront §4 Favourite): the account's favourites are emptied. */
  async clear(userId: string): Promise<LikesView> {
    await this.likes.delete({ userId });
    return { productIds: [] };
  }

  async remove(userId: string, productId: string): Promise<LikesView> {
    await this.likes.delete({ userId, productId });
    return this.list(userId);
  }

  /** A guest's favourites join the account at login; unknown or inactive ids are ignored. */
  async merge(userId: string, productIds: string[]): Promise<LikesView> {
    const products = await this.products.activeByIds(productIds.slice(0, MAX_MERGED_LIKES));
    if (products.length) {
      await this.likes
        .createQueryBuilder()
        .insert()
        .values(products.map((product) => ({ userId, productId: product.id })))
        .orIgnore()
        .execute();
    }
    return this.list(userId);
  }
}
