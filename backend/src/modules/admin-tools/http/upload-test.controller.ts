import { Body, Controller, HttpCode, HttpStatus, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { UploadTestResult } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { cleanFileName, uploadLimits, type UploadedBinary } from '../../../core/http/uploaded-file';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { checkUpload } from '../../../core/storage/file-storage.service';
import { UploadTestDto } from '../dto/upload-test.dto';
import { uploadRulesFor } from '../rules/upload-test.rules';

/** The largest file any real upload takes (5 MB); a byte over is still read, so the verdict words "too large". */
const LARGEST_UPLOAD = 5 * 1024 * 1024;

/**
 * Upload test (/test-upload, issue 22): an admin tries a file against the checks a real upload makes
 * (FileStorageService's, "check only": nothing is stored) and reads the verdict, the detected type and size.
 */
@ApiTags('admin: tools')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tools/upload-test')
export class UploadTestController {
  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', uploadLimits(LARGEST_UPLOAD)))
  check(@UploadedFile() file: UploadedBinary | undefined, @Body() body: UploadTestDto): UploadTestResult {
    if (!file || file.size === 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'file_required', 'Choose a file to test');
    const fileName = cleanFileName(file.originalname);
    const verdict = checkUpload(file.buffer, uploadRulesFor(body.kind, fileName));
    return {
      kind: body.kind,
      fileName,
      size: verdict.size,
      detectedType: verdict.type?.mime ?? null,
      accepted: verdict.refusal === null,
      refusal: verdict.refusal,
      message: verdict.message,
    };
  }
}
