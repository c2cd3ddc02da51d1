import {
  BadRequestException,
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

/**
 * Multipart limits: one file, a byte over the 5 MB rule so the storage check words the answer. File names
 * are read as UTF-8 (browsers send them so; multer's default, latin1, garbles "resit-bayaran-ñ.png").
 */
export const uploadLimits = (maxBytes: number) => ({
  limits: { fileSize: maxBytes + 1, files: 1, fields: 10 },
  defParamCharset: 'utf8',
});

/** The upload library's own words (multer, busboy) that reach a client, and what a person reads instead. */
const UPLOAD_LIBRARY_MESSAGES: [RegExp, string][] = [
  [
    /Unexpected end of form|Malformed part header|Boundary not found|Unexpected end of multipart data/i,
    'The upload was cut off or is not a valid form. Please choose the file again and retry.',
  ],
  [/^Too many (parts|fields)/i, 'The form has more fields than this page sends.'],
  [/^Field (name|value) too long/i, 'A field of the form is too long.'],
  [/^Unsupported content type|^Missing content-type/i, 'This address takes a form upload (multipart/form-data).'],
];

/** A readable text for an upload library's message, or null when it is not one of theirs. */
export function readableUploadMessage(message: string): string | null {
  return UPLOAD_LIBRARY_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** Multer's words for one file too many (its count limit, or a file beyond the field's maxCount). */
const TOO_MANY_FILES = /^(Too many files|Unexpected (file )?field)/;

/**
 * Put before FileInterceptor/FilesInterceptor: multer's own "File too large" (and, when a message is
 * given, its "Too many files") become the screen's messages.
 */
@Injectable()
export class TooLargeMessageInterceptor implements NestInterceptor {
  constructor(
    private readonly message: string,
    private readonly tooManyMessage?: string,
  ) {}

  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException
              ? new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', this.message)
              : this.tooManyMessage && error instanceof BadRequestException && TOO_MANY_FILES.test(error.message)
                ? new ApiError(HttpStatus.BAD_REQUEST, 'too_many_files', this.tooManyMessage)
                : error,
          ),
        ),
      );
  }
}

/** A file name as the customer gave it, cut to fit and without path parts (multer gives it as UTF-8). */
export const cleanFileName = (name: string | undefined) =>
  (name ?? 'receipt').split(/[\\/]/).pop()?.slice(0, 255) || 'receipt';
