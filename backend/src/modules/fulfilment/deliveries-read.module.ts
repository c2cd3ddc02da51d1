import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveriesReadModel } from './read/deliveries.read-model';
import { ActivationCode } from './entities/activation-code.entity';
import { Rental } from './entities/rental.entity';

/** Fulfilment's deliveries read model on its own, so the orders module can read it without a cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([ActivationCode, Rental])],
  providers: [DeliveriesReadModel],
  exports: [DeliveriesReadModel],
})
export class DeliveriesReadModule {}
