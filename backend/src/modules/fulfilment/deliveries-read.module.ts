import { Global, Module } from '@nestjs/common';
import { OrderDeliveriesReader } from '../orders';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveriesReadModel } from './read/deliveries.read-model';
import { ActivationCode } from './entities/activation-code.entity';
import { Rental } from './entities/rental.entity';

/**
 * Fulfilment's deliveries read model, and the `OrderDeliveriesReader` that orders declares bound to it.
 * Global, so the orders module reads deliveries without importing fulfilment.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ActivationCode, Rental])],
  providers: [DeliveriesReadModel, { provide: OrderDeliveriesReader, useExisting: DeliveriesReadModel }],
  exports: [DeliveriesReadModel, OrderDeliveriesReader],
})
export class DeliveriesReadModule {}
