import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, PRIVACY_CONSENT_REQUIRED, type Language } from '@kedai/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'Aisyah Rahman' })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @ApiProperty({ example: 'aisyah@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254, { message: 'Please enter a valid e-mail address' })
  email!: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;

  @ApiPropertyOptional({ description: 'Digits only', example: '0123456789' })
  @IsOptional()
  @Transform(trim)
  @Matches(/^\d{0,20}$/, { message: 'Phone number may contain digits only' })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The storefront's language: the new account's language" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;

  @ApiProperty({ description: 'The person agreed to the privacy notice (recorded with its version and the time)' })
  @Equals(true, { message: PRIVACY_CONSENT_REQUIRED })
  privacyConsent!: boolean;
}
