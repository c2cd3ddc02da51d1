import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class StepsPreviewQuery {
  @ApiPropertyOptional({ description: 'The product (uuid) whose steps to preview; alone, a sample order is used' })
  @IsOptional()
  @IsString({ message: 'productId must be text' })
  @MaxLength(100, { message: 'productId is too long' })
  productId?: string;

  @ApiPropertyOptional({ description: 'An order id: its own steps, with what was delivered to it' })
  @IsOptional()
  @IsString({ message: 'orderId must be text' })
  @MaxLength(40, { message: 'orderId is too long' })
  orderId?: string;
}
