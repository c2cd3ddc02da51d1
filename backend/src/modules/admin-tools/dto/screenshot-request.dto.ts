import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { SCREENSHOT_DEVICE_NAMES, type ScreenshotDevice, type ScreenshotRequest } from '@kedai/contracts';

export class ScreenshotRequestDto implements ScreenshotRequest {
  @ApiProperty({ description: 'A path of the shop ("/products") or a URL of its own origin', example: '/products' })
  @IsString({ message: 'url must be a page of this shop, such as /products' })
  @MaxLength(2000)
  url!: string;

  @ApiProperty({ enum: SCREENSHOT_DEVICE_NAMES })
  @IsIn(SCREENSHOT_DEVICE_NAMES, { message: `device must be one of: ${SCREENSHOT_DEVICE_NAMES.join(', ')}` })
  device!: ScreenshotDevice;
}
