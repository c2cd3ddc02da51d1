import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { QUICK_REPLY_CATEGORIES, type QuickReplyCategory } from '../entities/quick-reply.entity';

export class CreateQuickReplyDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(100)
  title!: string;

  @ApiProperty({ maxLength: 2000 })
  @IsString()
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(2000)
  content!: string;

  @ApiPropertyOptional({ enum: QUICK_REPLY_CATEGORIES, default: 'general' })
  @IsOptional()
  @IsIn(QUICK_REPLY_CATEGORIES)
  category?: QuickReplyCategory;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateQuickReplyDto extends PartialType(CreateQuickReplyDto) {}
