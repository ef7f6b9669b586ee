// What the bench leaves behind is undone at the end, on failure and on Ctrl-C: child servers
// stopped, the browser closed, temporary folders removed, the bench's databases dropped.

const undo = [];
let running;
let stopped = false;

/** Whether the bench was stopped by a signal (what fails after that is no news). */
export const interrupted = () => stopped;

/** Registers a step to run at the end, last registered first. */
export function atEnd(step) {
  undo.push(step);
}

/** Runs every registered step once (later calls wait for the same run). */
export function cleanUp() {
  running ??= (async () => {
    while (undo.length > 0) {
      const step = undo.pop();
      try {
        await step();
      } catch (error) {
        console.error(`Cleaning up: ${error.message}`);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopped = true;
    console.error(`\n${signal}: stopping the servers and removing the bench's data.`);
    cleanUp().finally(() => process.exit(130));
  });
}
