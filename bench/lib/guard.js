'use strict';
/**
 * Before a benchmark: refuse to start on a busy machine, where figures say more about the other work than
 * about Kedai (the 1-minute load average above 0.5, or another Kedai app, test run or benchmark running).
 * `--force` starts anyway; the report then says so.
 */
const { readdirSync, readFileSync } = require('node:fs');
const os = require('node:os');

const MAX_LOAD = 0.5;
/** Command lines of Kedai processes: the built app, the API/attack/scale tests (they boot the app), browser tests, a benchmark. */
const KEDAI_PROCESS =
  /backend\/dist\/backend\/src\/main\.js|jest\.(?:api|attack|scale)\.config|test\/playwright\.config|bench\/run\.js/;

/** Other Kedai processes as `pid: command`, this benchmark, its parent (npm) and its children left out. */
function otherKedaiProcesses() {
  const own = new Set([process.pid, process.ppid]);
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || own.has(Number(entry))) continue;
    let command;
    let parent;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      parent = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    if (own.has(parent) || !KEDAI_PROCESS.test(command)) continue;
    found.push(`${entry}: ${command.slice(0, 140)}`);
  }
  return found;
}

/** The reasons this machine is not idle enough to measure on (empty when it is). */
function busyReasons() {
  const reasons = [];
  const load = os.loadavg()[0];
  if (load > MAX_LOAD) reasons.push(`the 1-minute load average is ${load.toFixed(2)} (at most ${MAX_LOAD} to measure)`);
  const others = otherKedaiProcesses();
  if (others.length) {
    reasons.push(`${others.length} other Kedai process(es) are running:\n    ${others.slice(0, 8).join('\n    ')}`);
  }
  return reasons;
}

/** Exits with code 2 on a busy machine unless forced; answers what the report should say about it. */
function guardIdleMachine({ force }) {
  const reasons = busyReasons();
  if (reasons.length === 0) return { forced: false, reasons };
  const text = reasons.map((reason) => `  - ${reason}`).join('\n');
  if (!force) {
    console.error(
      `npm run bench: not starting, this machine is busy:\n${text}\n` +
        'Figures taken now would measure the other work, not Kedai. Wait until it is idle, or run with --force ' +
        '(the report is then marked as taken on a busy machine).',
    );
    process.exit(2);
  }
  console.warn(`npm run bench --force: measuring on a BUSY machine, the report says so:\n${text}`);
  return { forced: true, reasons };
}

module.exports = { guardIdleMachine, busyReasons, MAX_LOAD };
