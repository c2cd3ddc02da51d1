import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  LANGUAGES,
  MAX_STOCK_ALERT_MARGIN,
  STOCK_ALERT_CHANNELS,
  type Language,
  type StockAlertChannel,
} from '@kedai/contracts';

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

  @ApiPropertyOptional({ enum: STOCK_ALERT_CHANNELS, default: 'email' })
  @IsOptional()
  @IsIn(STOCK_ALERT_CHANNELS, { message: 'Choose e-mail or WhatsApp' })
  channel?: StockAlertChannel;

  @ApiPropertyOptional({ description: 'For an e-mail alert' })
  @ValidateIf((body: StockAlertRequestDto) => (body.channel ?? 'email') === 'email')
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(254, { message: 'Enter a valid e-mail address' })
  email?: string;

  @ApiPropertyOptional({ description: 'For a WhatsApp alert: a Malaysian mobile number' })
  @ValidateIf((body: StockAlertRequestDto) => body.channel === 'whatsapp')
  @IsString({ message: 'Enter a Malaysian mobile number, such as 012-345 6789' })
  @MaxLength(30, { message: 'Enter a Malaysian mobile number, such as 012-345 6789' })
  phone?: string;

  @ApiPropertyOptional({ description: 'For a WhatsApp alert: the shopper ticked the consent box' })
  @IsOptional()
  @IsBoolean({ message: 'consent must be true or false' })
  consent?: boolean;

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
