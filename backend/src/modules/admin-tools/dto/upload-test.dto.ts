import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { UPLOAD_TEST_KINDS, type UploadTestKind } from '@kedai/contracts';

export class UploadTestDto {
  @ApiProperty({ enum: UPLOAD_TEST_KINDS })
  @IsIn(UPLOAD_TEST_KINDS, { message: `kind must be one of: ${UPLOAD_TEST_KINDS.join(', ')}` })
  kind!: UploadTestKind;
}
