import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MyOrdersView, MyReviewView, OrderView } from '@kedai/contracts';
import { CurrentUser, RequireUser } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { AccountOrdersService } from '../services/account-orders.service';
import { OrderReviewDto } from '../dto/review.dto';
import { MyOrdersQueryDto } from '../dto/admin-orders.dto';

@ApiTags('account')
@ApiBearerAuth()
@RequireUser()
@Controller('me')
export class AccountOrdersController {
  constructor(private readonly orders: AccountOrdersService) {}

  @Get('orders')
  list(@CurrentUser() user: UserPrincipal, @Query() query: MyOrdersQueryDto): Promise<MyOrdersView> {
    return this.orders.list(user.userId, query);
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
}
