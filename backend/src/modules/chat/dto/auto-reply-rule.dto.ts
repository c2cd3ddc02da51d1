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
import type { Translations } from '@kedai/contracts';
import { AUTO_REPLY_CATEGORIES, type AutoReplyCategory } from '../entities/auto-reply-rule.entity';
import { TranslationsProperty } from '../../../core/i18n/translations.validator';

export class CreateAutoReplyRuleDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty({ message: 'Rule name is required' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ type: [String], description: 'Matched case-insensitively as substrings; empty = fallback rule' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  keywords!: string[];

  @ApiProperty({ maxLength: 2000 })
  @IsString()
  @IsNotEmpty({ message: 'Response is required' })
  @MaxLength(2000)
  response!: string;

  @TranslationsProperty(2000, {
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
