import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns numeric as a string; Kedai's money and averages are numbers in code. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};
