'use strict';
/** The results report: .data/bench/results-<date>.md with the date, commit, machine and every table. */
const { execFileSync } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { resolve } = require('node:path');
const { table } = require('./common');

const ROOT = resolve(__dirname, '..', '..');

function commit() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    load: os.loadavg().map((value) => value.toFixed(2)),
    node: process.version,
  };
}

/** Collects each benchmark's merged table and writes the report (again) after every benchmark. */
function startReport({ command, runs, guard }) {
  const started = new Date();
  const host = machine();
  const file = resolve(ROOT, '.data/bench', `results-${started.toISOString().replace(/[:.]/g, '-')}.md`);
  const sections = [];
  const header = () =>
    [
      `# Kedai benchmarks, ${started.toISOString()}`,
      '',
      guard.forced
        ? `**Taken on a BUSY machine (--force), not comparable with idle runs:**\n\n${guard.reasons
            .map((reason) => `- ${reason.replace(/\n\s*/g, '\n  - ')}`)
            .join('\n')}\n`
        : 'Taken on an idle machine (1-minute load average ≤ 0.5, no other Kedai process).\n',
      `- command: \`${command}\``,
      `- commit: ${commit()}`,
      `- machine: ${host.cores} cores, ${host.model}, ${host.memoryGiB} GiB, Node ${host.node}`,
      `- load average at start (1 / 5 / 15 min): ${host.load.join(' / ')}`,
      `- each figure: the median of ${runs} runs (frontend sizes: one), the spread (min–max) in brackets, and how many`,
      '  runs reached the row; app and baseline in the same run, the load generator in its own process',
      '',
    ].join('\n');
  return {
    file,
    add(name, rows, notes = []) {
      const body = rows.length ? table(rows) : '(no figures: see the console output for why)';
      sections.push([`## ${name}`, '', ...notes.map((note) => `${note}\n`), body, ''].join('\n'));
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, `${header()}\n${sections.join('\n')}`);
    },
  };
}

module.exports = { startReport, machine, commit };
