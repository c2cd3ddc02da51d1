import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry, tablePurge } from '../../core/maintenance/purge';

/** Checkout's part of maintenance: cart visits last checked before the cut-off (their abandoned count goes too). */
@Injectable()
export class CartVisitsRetention implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.register(tablePurge('cart-visits', 'cart_visits', 'last_checked_at < $1'));
  }
}
