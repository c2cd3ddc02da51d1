import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPLY_TITLE_MAX_LENGTH, type Translations } from '@kedai/contracts';
import { QUICK_REPLY_CATEGORIES, type QuickReplyCategory } from '../entities/quick-reply.entity';
import { TranslationsProperty } from '../../../core/i18n/translations.validator';

export class CreateQuickReplyDto {
  @ApiProperty({ maxLength: CHAT_REPLY_TITLE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(CHAT_REPLY_TITLE_MAX_LENGTH)
  title!: string;

  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH)
  content!: string;

  @TranslationsProperty(CHAT_MESSAGE_MAX_LENGTH, {
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
