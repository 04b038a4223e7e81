// Worker threads for a large build: each runs a TaskRunner (task-runner.ts) and asks for the next
// task as soon as it is free. A thread loads the compiled builder and server bundle itself
// (scripts/site-build.mjs is its script too).
import { parentPort, Worker, workerData } from 'node:worker_threads';

import type { ServerBuild } from 'react-router';
import * as v from 'valibot';

import {
  derivedSchema,
  setupSchema,
  TaskRunner,
  taskSchema,
  type Derived,
  type Setup,
  type Task,
} from './task-runner.ts';

const replySchema = v.variant('ok', [
  v.object({ ok: v.literal(true), derived: v.array(derivedSchema) }),
  v.object({ ok: v.literal(false), error: v.string() }),
]);

export class WorkerPool {
  readonly #workers: Worker[];

  constructor(script: string, size: number, setup: Setup) {
    this.#workers = Array.from({ length: size }, () => new Worker(script, { workerData: setup }));
  }

  async run(tasks: Task[], progress: (done: number) => void): Promise<Derived[]> {
    const results: Derived[] = [];
    let next = 0;
    let done = 0;
    await Promise.all(
      this.#workers.map(async (worker) => {
        while (next < tasks.length) {
          const task = tasks[next++];
          if (task === undefined) break;
          results.push(...(await ask(worker, task)));
          progress((done += task.kind === 'derive' ? task.ids.length : task.paths.length));
        }
      }),
    );
    return results;
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}

function ask(worker: Worker, task: Task): Promise<Derived[]> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`A site builder thread stopped (exit ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: unknown) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      const reply = v.parse(replySchema, message);
      if (reply.ok) resolve(reply.derived);
      else reject(new Error(reply.error));
    });
    worker.postMessage(task);
  });
}

/** Worker thread: runs the tasks the main thread sends, one at a time. */
export function runSiteBuildWorker(build: ServerBuild): void {
  const port = parentPort;
  if (port === null) throw new Error('runSiteBuildWorker runs in a worker thread');
  const runner = new TaskRunner(build, v.parse(setupSchema, workerData));
  port.on('message', (message: unknown) => {
    runner.run(v.parse(taskSchema, message)).then(
      (derived) => port.postMessage({ ok: true, derived }),
      (error: unknown) =>
        port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
}
