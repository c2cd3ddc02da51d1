import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CartView } from '@kedai/contracts';
import { CurrentUser, RequireUser } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { CartDto } from '../dto/cart.dto';
import { CartService } from '../services/cart.service';

/** A signed-in customer's saved cart. */
@ApiTags('account')
@ApiBearerAuth()
@RequireUser()
@Controller('me')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get('cart')
  getCart(@CurrentUser() user: UserPrincipal): Promise<CartView> {
    return this.cart.get(user.userId);
  }

  @Put('cart')
  replaceCart(@CurrentUser() user: UserPrincipal, @Body() body: CartDto): Promise<CartView> {
    return this.cart.replace(user.userId, body.items);
  }

  @Post('cart/merge')
  @HttpCode(200)
  mergeCart(@CurrentUser() user: UserPrincipal, @Body() body: CartDto): Promise<CartView> {
    return this.cart.merge(user.userId, body.items);
  }
}
