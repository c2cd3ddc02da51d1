import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { uuidOr404 } from '../../../core/http/params';
import { CurrentUser, RequireUser } from '../../../core/security/auth.decorators';
import { UserPrincipal } from '../../../core/security/principal';
import { MergeLikesDto } from '../dto/merge-likes.dto';
import { LikesService } from '../services/likes.service';
import { LikesView } from '../read/product.view';

const productId = () => uuidOr404('product_not_found', 'Product not found');

@ApiTags('favourites')
@ApiBearerAuth()
@RequireUser()
@Controller('me/likes')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Get()
  @ApiOkResponse({ type: LikesView })
  list(@CurrentUser() user: UserPrincipal): Promise<LikesView> {
    return this.likes.list(user.userId);
  }

  @Delete()
  @ApiOkResponse({ type: LikesView })
  clear(@CurrentUser() user: UserPrincipal): Promise<LikesView> {
    return this.likes.clear(user.userId);
  }

  @Put(':productId')
  @ApiOkResponse({ type: LikesView })
  add(@CurrentUser() user: UserPrincipal, @Param('productId', productId()) id: string): Promise<LikesView> {
    return this.likes.add(user.userId, id);
  }

  @Delete(':productId')
  @ApiOkResponse({ type: LikesView })
  remove(@CurrentUser() user: UserPrincipal, @Param('productId', productId()) id: string): Promise<LikesView> {
    return this.likes.remove(user.userId, id);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOkResponse({ type: LikesView })
  merge(@CurrentUser() user: UserPrincipal, @Body() body: MergeLikesDto): Promise<LikesView> {
    return this.likes.merge(user.userId, body.productIds);
  }
}
