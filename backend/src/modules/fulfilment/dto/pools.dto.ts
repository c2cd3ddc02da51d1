import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class AddCodesDto {
  @IsString()
  @IsNotEmpty({ message: 'Paste at least one activation code.' })
  @MaxLength(1_000_000)
  text!: string;
}

export class CodePoolSettingDto {
  @IsBoolean({ message: 'allowGeneratedCodes must be true or false' })
  allowGeneratedCodes!: boolean;
}

export class ListCodesQuery {
  @IsOptional()
  @IsIn(['unsold', 'sold', 'all'], { message: 'status must be unsold, sold or all' })
  status?: 'unsold' | 'sold' | 'all';
}

export class RentalAccountDto {
  @IsString()
  @IsNotEmpty({ message: 'Product code is required' })
  @MaxLength(40)
  productCode!: string;

  @IsString()
  @IsNotEmpty({ message: 'Game name is required' })
  @MaxLength(200)
  gameName!: string;

  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200)
  username!: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(500)
  password!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  loginToken?: string;
}
