/** One line of an entry's "What changed" column. */
export interface SummaryLine {
  label: string;
  text: string;
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/**
 * An entry's summary as lines a person reads: each changed field as "from → to" (`changed` holds them by
 * dotted path), every other fact as its value.
 */
export function summaryLines(summary: Record<string, unknown>): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'changed' && typeof value === 'object' && value !== null) {
      for (const [field, change] of Object.entries(value as Record<string, unknown>)) {
        lines.push({
          label: field,
          text: isChange(change) ? `${show(change.from)} → ${show(change.to)}` : show(change),
        });
      }
    } else if (isChange(value)) {
      lines.push({ label: key, text: `${show(value.from)} → ${show(value.to)}` });
    } else {
      lines.push({ label: key, text: show(value) });
    }
  }
  return lines;
}
