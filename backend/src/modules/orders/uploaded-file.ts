import {
  CallHandler,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { ApiError } from '../../core/http/api-error';

/** The part of a multer memory-storage file Kedai uses. */
export interface UploadedBinary {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** Multipart limits: one file, a byte over the 5 MB rule so the storage check words the answer. */
export const uploadLimits = (maxBytes: number) => ({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10 } });

/** Put before FileInterceptor: multer's own "File too large" becomes the screen's message. */
@Injectable()
export class TooLargeMessageInterceptor implements NestInterceptor {
  constructor(private readonly message: string) {}

  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException
              ? new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', this.message)
              : error,
          ),
        ),
      );
  }
}

/** A file name as the customer gave it, cut to fit and without path parts. */
export const cleanFileName = (name: string | undefined) =>
  (name ?? 'receipt').split(/[\\/]/).pop()?.slice(0, 255) || 'receipt';
