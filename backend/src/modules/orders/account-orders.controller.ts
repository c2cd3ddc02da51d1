import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CartView, MyOrdersView, MyReviewView, OrderView } from '@kedai/contracts';
import { CurrentUser, RequireUser } from '../../core/security/auth.decorators';
import type { UserPrincipal } from '../../core/security/principal';
import { AccountOrdersService } from './account-orders.service';
import { CartService } from './cart.service';
import { CartDto } from './dto/cart.dto';
import { OrderReviewDto } from './dto/review.dto';

@ApiTags('account')
@ApiBearerAuth()
@RequireUser()
@Controller('me')
export class AccountOrdersController {
  constructor(
    private readonly orders: AccountOrdersService,
    private readonly cart: CartService,
  ) {}

  @Get('orders')
  list(@CurrentUser() user: UserPrincipal): Promise<MyOrdersView> {
    return this.orders.list(user.userId);
  }

  @Get('orders/:orderId')
  get(@CurrentUser() user: UserPrincipal, @Param('orderId') orderId: string): Promise<OrderView> {
    return this.orders.get(user.userId, orderId);
  }

  @Post('orders/:orderId/review')
  createReview(
    @CurrentUser() user: UserPrincipal,
    @Param('orderId') orderId: string,
    @Body() body: OrderReviewDto,
  ): Promise<OrderView> {
    return this.orders.createReview(user, orderId, body);
  }

  @Put('orders/:orderId/review')
  updateReview(
    @CurrentUser() user: UserPrincipal,
    @Param('orderId') orderId: string,
    @Body() body: OrderReviewDto,
  ): Promise<OrderView> {
    return this.orders.updateReview(user, orderId, body);
  }

  @Delete('orders/:orderId/review')
  deleteReview(@CurrentUser() user: UserPrincipal, @Param('orderId') orderId: string): Promise<{ message: string }> {
    return this.orders.deleteReview(user, orderId);
  }

  @Get('reviews')
  reviews(@CurrentUser() user: UserPrincipal): Promise<MyReviewView[]> {
    return this.orders.myReviews(user.userId);
  }

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
