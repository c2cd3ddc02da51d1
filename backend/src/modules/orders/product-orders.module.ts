import { Global, Module } from '@nestjs/common';
import { ProductOrdersReader } from '../catalog';
import { ProductOrdersReadModel } from './read/product-orders.read-model';

/** Binds the catalog's ProductOrdersReader to orders' read model; global, as the catalog cannot import orders. */
@Global()
@Module({
  providers: [{ provide: ProductOrdersReader, useClass: ProductOrdersReadModel }],
  exports: [ProductOrdersReader],
})
export class ProductOrdersModule {}
