// node --test scripts/stack: the bench's wait for the API's start-up work to finish.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, test } from 'node:test';
import { cpuSecondsOfTree, waitUntilQuiet } from './process-cpu.mjs';

const children = [];
// each in a process group of its own, killed whole: a busy grandchild left behind would keep a
// core busy for the rest of the test run (and of the machine's life)
const start = (code) => {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore', detached: true });
  children.push(child);
  return child;
};
after(() => children.forEach((child) => process.kill(-child.pid, 'SIGKILL')));

// a parent that only waits, and below it a child that keeps one core busy (for 30 s at most,
// should the test itself be killed before it cleans up)
const BUSY_CHILD = 'const end = Date.now() + 30000; while (Date.now() < end) {}';
const busyTree = () =>
  start(
    `require('node:child_process').spawn(process.execPath, ['-e', '${BUSY_CHILD}'], { stdio: 'ignore' }); setInterval(() => {}, 1000);`,
  );

// polled rather than timed: on a loaded machine the child starts and gets its CPU time late
async function untilTreeUsed(pid, seconds) {
  const deadline = Date.now() + 20_000;
  while (cpuSecondsOfTree(pid) < seconds && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return cpuSecondsOfTree(pid);
}

test("a busy child's CPU time counts for its idle parent", async () => {
  const parent = busyTree();
  const used = await untilTreeUsed(parent.pid, 0.5);
  assert.ok(used >= 0.5, `tree used ${used} s`);
});

test('a busy process tree is not quiet; a sleeping one is', async () => {
  const busy = busyTree();
  const sleeping = start('setInterval(() => {}, 1000);');
  await untilTreeUsed(busy.pid, 0.3); // the busy child runs
  await new Promise((resolve) => setTimeout(resolve, 300)); // past node's own start-up
  // a low threshold, so that a busy child still shows on a machine loaded by other tests
  const options = { share: 0.03, windowMs: 1000, timeoutMs: 2500 };
  const [busyResult, sleepingResult] = await Promise.all([
    waitUntilQuiet(busy.pid, options),
    waitUntilQuiet(sleeping.pid, options),
  ]);
  assert.equal(busyResult.quiet, false);
  assert.equal(sleepingResult.quiet, true);
});

test('a process that is gone uses nothing', () => {
  assert.equal(cpuSecondsOfTree(2 ** 22 + 12345), 0);
});
