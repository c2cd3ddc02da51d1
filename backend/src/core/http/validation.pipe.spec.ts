import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiError } from './api-error';
import { createValidationPipe } from './validation.pipe';

class TitleDto {
  @MaxLength(100)
  title!: string;

  @IsOptional()
  @IsString({ message: 'Note must be text' })
  note?: string;
}

describe('the validation pipe', () => {
  const validate = (value: object) =>
    createValidationPipe().transform(value, { type: 'body', metatype: TitleDto }) as Promise<unknown>;
  const messageOf = async (value: object) => {
    const error = await validate(value).then(
      () => null,
      (e: unknown) => e as ApiError,
    );
    return (error?.getResponse() as { message: string }).message;
  };

  it('says a missing field is required, not that it is too long', async () => {
    expect(await messageOf({})).toBe('title is required');
  });

  it('keeps our own message for a value of the wrong type', async () => {
    expect(await messageOf({ title: 'ok', note: 42 })).toBe('Note must be text');
  });

  it('keeps the constraint wording for a value that was sent', async () => {
    expect(await messageOf({ title: 'x'.repeat(101) })).toBe('title must be shorter than or equal to 100 characters');
  });
});
