import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPLY_TITLE_MAX_LENGTH, type Translations } from '@kedai/contracts';
import { AUTO_REPLY_CATEGORIES, type AutoReplyCategory } from '../entities/auto-reply-rule.entity';
import { TranslationsProperty } from '../../../core/i18n/translations.validator';

export class CreateAutoReplyRuleDto {
  @ApiProperty({ maxLength: CHAT_REPLY_TITLE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Rule name is required' })
  @MaxLength(CHAT_REPLY_TITLE_MAX_LENGTH)
  name!: string;

  @ApiProperty({ type: [String], description: 'Matched case-insensitively as substrings; empty = fallback rule' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  keywords!: string[];

  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Response is required' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH)
  response!: string;

  @TranslationsProperty(CHAT_MESSAGE_MAX_LENGTH, {
    example: { ms: 'Terima kasih!', 'zh-Hans': '谢谢！' },
    description: 'The response in Malay (ms) and simplified Chinese (zh-Hans); a missing or blank one sends English',
  })
  translations?: Translations;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ description: 'Lower numbers are tried first', default: 100 })
  @IsOptional()
  @IsInt()
  @Min(-1000)
  @Max(100000)
  priority?: number;

  @ApiPropertyOptional({ enum: AUTO_REPLY_CATEGORIES, default: 'general' })
  @IsOptional()
  @IsIn(AUTO_REPLY_CATEGORIES)
  category?: AutoReplyCategory;
}

export class UpdateAutoReplyRuleDto extends PartialType(CreateAutoReplyRuleDto) {}
