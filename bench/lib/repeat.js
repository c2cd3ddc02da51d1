'use strict';
/**
 * Each figure as the median of several runs with its spread: rows of the same identity (a bench's key columns,
 * e.g. target and rate) from every run are merged, and each measured column shows `median (min–max)`.
 */

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const isNumeric = (value) => (typeof value === 'number' && Number.isFinite(value)) || NUMBER.test(String(value));
const decimalsOf = (value) => (String(value).split('.')[1] ?? '').length;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One cell from the same column of several runs: `median (min–max)`, or the value when every run agrees. */
function mergeCell(values) {
  const present = values.filter((value) => value !== undefined);
  if (present.length === 0) return '—';
  if (!present.every(isNumeric)) {
    const distinct = [...new Set(present.map(String))];
    return distinct.join(' / ');
  }
  const numbers = present.map(Number);
  const decimals = Math.max(...present.map(decimalsOf));
  const show = (n) => n.toFixed(decimals);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  return low === high ? show(low) : `${show(median(numbers))} (${show(low)}–${show(high)})`;
}

/**
 * Merges the rows of several runs. `keys` name the columns that say what a row is (kept as they are); a row
 * is matched to the same row of the other runs by those and by its place among rows with the same keys. A row
 * that only some runs reached (a chat step past saturation) says in how many.
 */
function mergeRuns(runs, keys) {
  const groups = new Map();
  runs.forEach((rows) => {
    const seen = new Map();
    for (const row of rows) {
      const identity = JSON.stringify(keys.map((key) => row[key]));
      const nth = seen.get(identity) ?? 0;
      seen.set(identity, nth + 1);
      const id = `${identity}#${nth}`;
      if (!groups.has(id)) groups.set(id, []);
      groups.get(id).push(row);
    }
  });
  return [...groups.values()].map((rows) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const merged = {};
    for (const column of columns) {
      merged[column] = keys.includes(column) ? rows[0][column] : mergeCell(rows.map((row) => row[column]));
    }
    merged.runs = rows.length === runs.length ? String(runs.length) : `${rows.length} of ${runs.length}`;
    return merged;
  });
}

module.exports = { mergeRuns, mergeCell, median };
