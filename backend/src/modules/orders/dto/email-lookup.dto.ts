import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '@kedai/contracts';

class EmailAddressDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

export class EmailCodeRequestDto extends EmailAddressDto {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The code e-mail's language (the shop's, as the visitor reads it). Left out: their latest order's",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}

export class EmailCodeConfirmDto extends EmailAddressDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Please enter the 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  code!: string;
}
