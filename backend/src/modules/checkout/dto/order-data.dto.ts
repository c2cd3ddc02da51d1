import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  validateSync,
  ValidateNested,
  ValidationError,
  IsBoolean,
} from 'class-validator';
import {
  GATEWAY_METHOD_KEYS,
  LANGUAGES,
  PAYMENT_METHOD_KEYS,
  type GatewayMethodKey,
  type Language,
  type PaymentMethodKey,
  MAX_COMPANY_NAME_LENGTH,
  MAX_REGISTRATION_NUMBER_LENGTH,
  PRIVACY_CONSENT_REQUIRED,
} from '@kedai/contracts';

const ORDER_METHOD_KEYS = [...PAYMENT_METHOD_KEYS, ...GATEWAY_METHOD_KEYS];
import { ApiError } from '../../../core/http/api-error';
import { assertCleanInput } from '../../../core/http/request-hygiene';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../orders';

export class CheckoutItemDto {
  @ApiPropertyOptional({ example: 'DZ' })
  @IsOptional()
  @IsString({ message: 'productCode must be text' })
  @MaxLength(100)
  productCode?: string;

  @ApiPropertyOptional({ description: 'Product uuid (alternative to productCode)' })
  @IsOptional()
  @IsString({ message: 'productId must be text' })
  @MaxLength(100)
  productId?: string;

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY })
  // Listed last so it is checked first: "two" or 1.5 is told it is not a whole number.
  @Max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity!: number;

  @ApiPropertyOptional({ description: "The chosen option value; the product's first choice when left out" })
  @IsOptional()
  @IsString({ message: 'option must be text' })
  @MaxLength(40)
  option?: string | null;
}

export class CustomerInfoDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string;

  @ApiPropertyOptional({ description: 'Required for guests' })
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email?: string;

  @ApiProperty({ example: '+60 12-345 6789' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  whatsapp?: string;

  @ApiPropertyOptional({ description: 'Order updates on WhatsApp (payment received, code delivered, rental ending)' })
  @IsOptional()
  @IsBoolean({ message: 'whatsappUpdates must be true or false' })
  whatsappUpdates?: boolean;

  @ApiPropertyOptional({ description: 'For the invoice: the buying company' })
  @IsOptional()
  @IsString({ message: 'company name must be text' })
  @MaxLength(MAX_COMPANY_NAME_LENGTH, { message: `company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters` })
  companyName?: string;

  @ApiPropertyOptional({ description: "For the invoice: the company's registration (SSM) number" })
  @IsOptional()
  @IsString({ message: 'company registration number must be text' })
  @MaxLength(MAX_REGISTRATION_NUMBER_LENGTH, {
    message: `company registration number must be at most ${MAX_REGISTRATION_NUMBER_LENGTH} characters`,
  })
  companyRegistrationNumber?: string;
}

export class CheckoutOrderDataDto {
  @ApiProperty({ type: [CheckoutItemDto] })
  @IsArray({ message: 'Your cart is empty' })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `An order can have at most ${MAX_ORDER_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => CheckoutItemDto)
  items!: CheckoutItemDto[];

  @ApiProperty({
    description: 'The customer agreed to the privacy notice (recorded with the order, its version and the time)',
  })
  @Equals(true, { message: PRIVACY_CONSENT_REQUIRED })
  privacyConsent!: boolean;

  @ApiProperty({ type: CustomerInfoDto })
  @IsObject({ message: 'customerInfo is required' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo!: CustomerInfoDto;

  @ApiPropertyOptional({ description: 'The quoted total the customer paid; a different total is refused (409)' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'expectedTotal must be an amount in RM' })
  @Min(0, { message: 'expectedTotal must be an amount in RM' })
  expectedTotal?: number;

  @ApiPropertyOptional({
    description:
      "The quote's signed price lock (OrderQuote.priceLock.token): within its 30 minutes the order is charged the quoted prices",
  })
  @IsOptional()
  @IsString({ message: 'quoteToken must be text' })
  @MaxLength(8000, { message: 'quoteToken is too long' })
  quoteToken?: string;

  @ApiPropertyOptional({
    description: 'A discount code to apply (checked and priced by the server; docs/product/discounts.md)',
  })
  @IsOptional()
  @IsString({ message: 'discountCode must be text' })
  @MaxLength(100, { message: 'discountCode is too long' })
  discountCode?: string;

  @ApiPropertyOptional({
    enum: ORDER_METHOD_KEYS,
    description:
      'How the customer pays; must be on in Settings. Left out: the first manual method that is on. card, fpx and grabpay go through a gateway (no receipt)',
  })
  @IsOptional()
  @IsIn(ORDER_METHOD_KEYS, { message: `paymentMethod must be one of: ${ORDER_METHOD_KEYS.join(', ')}` })
  paymentMethod?: PaymentMethodKey | GatewayMethodKey;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The language the order's e-mails are written in. Left out: the account's language, else English",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}

/** POST /api/orders/quote */
export class OrderQuoteDto {
  @ApiProperty({ type: [CheckoutItemDto] })
  @IsArray({ message: 'Your cart is empty' })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `An order can have at most ${MAX_ORDER_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => CheckoutItemDto)
  items!: CheckoutItemDto[];

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      'cart-check: the language a problem names the product in (docs/catalogue.md#languages); default English',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;

  @ApiPropertyOptional({
    description: 'A discount code to apply (checked and priced by the server; docs/product/discounts.md)',
  })
  @IsOptional()
  @IsString({ message: 'discountCode must be text' })
  @MaxLength(100, { message: 'discountCode is too long' })
  discountCode?: string;
}

export class ConfirmPaymentDataDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Order ID cannot be empty.' })
  @MaxLength(40)
  orderId?: string;

  /** The customer's optional note for the reviewer (docs/product/storefront.md#upload-receipt). */
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'The note must be text.' })
  @MaxLength(500, { message: 'The note can be at most 500 characters.' })
  note?: string;
}

function firstMessage(errors: ValidationError[]): string | null {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return null;
}

/** The JSON `orderData` field of a multipart request, validated like a body (400 with the first problem). */
export function parseJsonField<T extends object>(raw: unknown, type: new () => T, field = 'orderData'): T {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_order_data', `${field} must be JSON`);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_order_data', `${field} is required`);
  }
  assertCleanInput(value);
  const instance = plainToInstance(type, value);
  const errors = validateSync(instance, { whitelist: true });
  const message = firstMessage(errors);
  if (message) throw new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', message);
  return instance;
}
