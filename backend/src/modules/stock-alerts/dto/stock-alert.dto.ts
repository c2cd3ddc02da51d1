import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { LANGUAGES, MAX_STOCK_ALERT_MARGIN, type Language } from '@kedai/contracts';

export class StockAlertRequestDto {
  @ApiProperty({ example: 'DZ' })
  @IsString({ message: 'Choose a product' })
  @MinLength(1, { message: 'Choose a product' })
  @MaxLength(40, { message: 'Choose a product' })
  productCode!: string;

  @ApiPropertyOptional({ description: "The chosen option's value, when that choice is what ran out" })
  @IsOptional()
  @IsString({ message: 'Choose an option' })
  @MaxLength(100, { message: 'Choose an option' })
  optionValue?: string | null;

  @ApiProperty()
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(254, { message: 'Enter a valid e-mail address' })
  email!: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The language of the e-mails (the storefront’s)' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}

export class StockAlertConfirmDto {
  @ApiProperty()
  @IsString({ message: 'This link is not valid' })
  @MinLength(10, { message: 'This link is not valid' })
  @MaxLength(100, { message: 'This link is not valid' })
  token!: string;
}

export class StockAlertSettingsDto {
  @ApiProperty({ minimum: 0, maximum: MAX_STOCK_ALERT_MARGIN })
  @IsInt({ message: 'The margin must be a whole number' })
  @Min(0, { message: 'The margin cannot be negative' })
  @Max(MAX_STOCK_ALERT_MARGIN, { message: `The margin must be at most ${MAX_STOCK_ALERT_MARGIN}` })
  margin!: number;
}
