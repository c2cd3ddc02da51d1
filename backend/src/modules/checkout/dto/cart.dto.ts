import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../orders/order.constants';

export class CartLineDto {
  @ApiProperty()
  @IsString({ message: 'productId must be text' })
  @MaxLength(100)
  productId!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'optionValue must be text' })
  @MaxLength(40)
  optionValue?: string | null;

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY })
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}` })
  quantity!: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'selected must be true or false' })
  selected?: boolean;
}

export class CartDto {
  @ApiProperty({ type: [CartLineDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(MAX_CART_LINES, { message: `A cart can hold at most ${MAX_CART_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items!: CartLineDto[];
}
