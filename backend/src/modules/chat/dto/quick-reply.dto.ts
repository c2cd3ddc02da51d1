import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Translations } from '@kedai/contracts';
import { QUICK_REPLY_CATEGORIES, type QuickReplyCategory } from '../entities/quick-reply.entity';
import { TranslationsProperty } from '../../../core/i18n/translations.validator';

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

  @TranslationsProperty(2000, {
    example: { ms: 'Terima kasih kerana menghubungi kami!', 'zh-Hans': '感谢您联系我们！' },
    description: 'The content in Malay (ms) and simplified Chinese (zh-Hans)',
  })
  translations?: Translations;

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
