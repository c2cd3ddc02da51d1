import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LANGUAGES, type Language, type UpdateProfileRequest } from '@kedai/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /api/auth/me: what a customer may change about themselves (e-mail and role are not among it). */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ example: 'Aisyah Rahman' })
  // Left out: unchanged. Present, even as null: it must be a name (null is not "no change" here).
  @ValidateIf((_, value) => value !== undefined)
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name?: string;

  @ApiPropertyOptional({ description: 'Digits only; empty clears it', example: '0123456789' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Phone number may contain digits only' })
  @Matches(/^\d{0,20}$/, { message: 'Phone number may contain digits only' })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The language the shop and its e-mails speak to this user' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}
