import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  MAX_REGISTRATION_NUMBER_LENGTH,
  SETTINGS_CURRENCIES,
  SETTINGS_TIMEZONES,
  type SettingsCurrency,
  type SettingsTimezone,
  type SystemSettingsInput,
} from '@kedai/contracts';
import { Omittable } from '../../../core/http/omittable';

const money = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };

/** Touch 'n Go and DuitNow may be left out by an older client: the stored choice (or the default) is kept. */
export class PaymentMethodsDto {
  // Omittable, not IsOptional: null is refused with the field's message (IsOptional let it through to a 500).
  @ApiProperty()
  @Omittable()
  @IsBoolean({ message: "Touch 'n Go eWallet must be on or off" })
  touchNGo!: boolean;

  @ApiProperty() @Omittable() @IsBoolean({ message: 'DuitNow QR must be on or off' }) duitNow!: boolean;
  @ApiProperty() @IsBoolean({ message: 'Alipay must be on or off' }) alipay!: boolean;
  @ApiProperty() @IsBoolean({ message: 'WeChat Pay must be on or off' }) wechatPay!: boolean;
  @ApiProperty() @IsBoolean({ message: 'Bank transfer must be on or off' }) bankTransfer!: boolean;
}

export class EmailSettingsDto {
  @ApiProperty() @IsString() @MaxLength(255, { message: 'SMTP host is too long' }) smtpHost!: string;

  @ApiProperty({ default: 587 })
  @Min(0, { message: 'SMTP port cannot be negative' })
  @Max(65535, { message: 'SMTP port must be at most 65535' })
  @IsInt({ message: 'SMTP port must be a whole number' })
  smtpPort!: number;

  @ApiProperty() @IsString() @MaxLength(255, { message: 'SMTP user is too long' }) smtpUser!: string;

  @ApiPropertyOptional({ description: 'Write-only; empty or absent keeps the stored password' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'SMTP password is too long' })
  smtpPassword?: string;

  @ApiPropertyOptional({ description: 'Removes the stored SMTP password' })
  @Omittable()
  @IsBoolean({ message: 'Clear SMTP password must be true or false' })
  clearSmtpPassword?: boolean;

  @ApiProperty()
  @IsString()
  @ValidateIf((settings: EmailSettingsDto) => settings.senderEmail !== '')
  @IsEmail({}, { message: 'Sender email is not a valid e-mail address' })
  senderEmail!: string;

  @ApiProperty() @IsString() @MaxLength(100, { message: 'Sender name is too long' }) senderName!: string;
}

export class OrderSettingsDto {
  @ApiProperty()
  @IsBoolean({ message: 'Automatic order confirmation must be on or off' })
  automaticOrderConfirmation!: boolean;

  @ApiProperty({ minimum: 1, maximum: 720, default: 24 })
  @Min(1, { message: 'Automatic cancellation must be between 1 and 720 hours' })
  @Max(720, { message: 'Automatic cancellation must be between 1 and 720 hours' })
  @IsInt({ message: 'Automatic cancellation must be a whole number of hours' })
  automaticOrderCancellation!: number;

  @ApiProperty({ minimum: 0 })
  @Min(0, { message: 'Minimum order amount cannot be negative' })
  @Max(1_000_000, { message: 'Minimum order amount is too large' })
  @IsNumber(money, { message: 'Minimum order amount must be a number' })
  minimumOrderAmount!: number;

  @ApiProperty({ minimum: 0 })
  @Min(0, { message: 'Maximum order amount cannot be negative' })
  @Max(1_000_000, { message: 'Maximum order amount is too large' })
  @IsNumber(money, { message: 'Maximum order amount must be a number' })
  maximumOrderAmount!: number;
}

/** Settings → Tax (SST). */
export class SstSettingsDto {
  @ApiProperty() @IsBoolean({ message: 'SST must be on or off' }) enabled!: boolean;

  @ApiProperty({ minimum: 0, maximum: 100, default: 8 })
  @Min(0, { message: 'The SST rate must be between 0 and 100 %' })
  @Max(100, { message: 'The SST rate must be between 0 and 100 %' })
  @IsNumber(money, { message: 'The SST rate must be a number with at most 2 decimals' })
  ratePercent!: number;

  @ApiProperty() @IsBoolean({ message: 'Prices include SST must be on or off' }) pricesIncludeTax!: boolean;
}

/** PUT /api/admin/settings: the whole settings object. */
export class SystemSettingsDto implements SystemSettingsInput {
  @ApiProperty() @IsString() @MaxLength(100, { message: 'Site name is too long' }) siteName!: string;
  @ApiProperty() @IsString() @MaxLength(500, { message: 'Site description is too long' }) siteDescription!: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Contact email is not a valid e-mail address' })
  @MaxLength(254, { message: 'Contact email is too long' })
  contactEmail!: string;

  @ApiProperty({ description: 'Digits only' })
  @IsString()
  @Matches(/^[0-9]*$/, { message: 'Contact phone accepts numbers only (0-9).' })
  @MaxLength(20, { message: 'Contact phone is too long' })
  contactPhone!: string;

  @ApiProperty() @IsString() @MaxLength(500, { message: 'Address is too long' }) address!: string;

  @ApiPropertyOptional({ description: 'The business registration (SSM) number; left out: the stored one is kept' })
  @Omittable()
  @IsString({ message: 'Business registration number must be text' })
  @MaxLength(MAX_REGISTRATION_NUMBER_LENGTH, { message: 'Business registration number is too long' })
  businessRegistrationNumber!: string;

  @ApiPropertyOptional({ type: SstSettingsDto, description: 'Left out: the stored choice is kept' })
  @Omittable()
  @IsObject({ message: 'Tax (SST) settings must be an object' })
  @ValidateNested()
  @Type(() => SstSettingsDto)
  sst!: SstSettingsDto;

  @ApiProperty({ enum: SETTINGS_CURRENCIES })
  @IsIn(SETTINGS_CURRENCIES, { message: 'Currency must be MYR, USD or SGD' })
  currency!: SettingsCurrency;

  @ApiProperty({ enum: SETTINGS_TIMEZONES })
  @IsIn(SETTINGS_TIMEZONES, { message: 'Timezone must be Asia/Kuala_Lumpur, Asia/Singapore or UTC' })
  timezone!: SettingsTimezone;

  @ApiProperty({ type: PaymentMethodsDto })
  @IsDefined({ message: 'Payment methods are required' })
  @ValidateNested()
  @Type(() => PaymentMethodsDto)
  paymentMethods!: PaymentMethodsDto;

  @ApiProperty({ type: EmailSettingsDto })
  @IsDefined({ message: 'Email settings are required' })
  @ValidateNested()
  @Type(() => EmailSettingsDto)
  emailSettings!: EmailSettingsDto;

  @ApiProperty({ type: OrderSettingsDto })
  @IsDefined({ message: 'Order settings are required' })
  @ValidateNested()
  @Type(() => OrderSettingsDto)
  orderSettings!: OrderSettingsDto;
}
