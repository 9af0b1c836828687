// The steps of npm test: each runs a command (or a function), is timed, and reports whether it passed.
// Plain Node (no dependencies): it runs before anything is installed.
import { spawn } from 'node:child_process';

const seconds = (since) => (performance.now() - since) / 1000;

/** Runs `work` (which exits the process on failure, as the ensure-* scripts do) and times it. */
export function timed(name, work) {
  const start = performance.now();
  work();
  return { name, ok: true, seconds: seconds(start) };
}

/**
 * Runs one step. A step that runs alone streams its output as it comes (`stream`); steps that run side
 * by side keep theirs and print it whole when they end, so the outputs do not interleave.
 */
export function runStep({ name, command, args = [], stream = false, env }) {
  const start = performance.now();
  console.log(stream ? `\n── ${name} ──` : `── ${name} started`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: env ? { ...process.env, ...env } : process.env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const took = seconds(start);
      if (!stream) {
        console.log(`\n── ${name} (${took.toFixed(0)} s${ok ? '' : `, failed: exit ${code ?? signal}`}) ──`);
        const text = Buffer.concat(output).toString().trimEnd();
        if (text) console.log(text);
      }
      resolve({ name, ok, seconds: took });
    });
  });
}

/** Runs the steps at most `concurrency` at a time, in the order given; answers their results in that order. */
export async function runSteps(steps, { concurrency }) {
  const results = new Array(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const index = next++;
      results[index] = await runStep(steps[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, lane));
  return results;
}
