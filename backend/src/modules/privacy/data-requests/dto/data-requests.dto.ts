import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { DATA_REQUEST_KINDS, ERASURE_GRACE_MAX_DAYS, type DataRequestKind } from '@kedai/contracts';

export class ErasureRequestDto {
  @ApiProperty({ description: 'The account’s password, again' })
  @IsString()
  @Length(1, 200)
  password!: string;
}

export class GuestExportDto {
  @ApiProperty()
  @IsEmail()
  @MaxLength(254)
  email!: string;
}

export class CancelErasureDto {
  @ApiProperty({ description: 'The token of the cancel link in the e-mail' })
  @IsString()
  @Length(20, 100)
  token!: string;
}

export class StaffDataRequestDto {
  @ApiProperty()
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: DATA_REQUEST_KINDS })
  @IsIn(DATA_REQUEST_KINDS)
  kind!: DataRequestKind;

  @ApiProperty({ enum: ['email', 'whatsapp'], description: 'How the customer asked' })
  @IsIn(['email', 'whatsapp'])
  channel!: 'email' | 'whatsapp';

  @ApiPropertyOptional({ description: 'E.g. how the requester’s identity was checked' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class DataRequestSettingsDto {
  @ApiProperty({ minimum: 0, maximum: ERASURE_GRACE_MAX_DAYS })
  @IsInt()
  @Min(0)
  @Max(ERASURE_GRACE_MAX_DAYS)
  erasureGraceDays!: number;
}
