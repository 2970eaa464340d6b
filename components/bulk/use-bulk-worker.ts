'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { BulkStep } from '@/lib/bulk/errors';
import type { WorkerRequest, WorkerResponse } from '@/lib/bulk/protocol';
import { loadedOnce } from '@/lib/site/load-once';

/** The check of the worker's answers (zod/mini), loaded with the first job rather than with the page. */
const protocol = loadedOnce(() => import('@/lib/bulk/protocol'));

/** The step a crash interrupted: the worker's start until it said it is ready, else the job's own work. */
function crashedStep(ready: boolean, request: WorkerRequest | null): BulkStep {
  if (!ready) return 'start';
  return request?.type === 'inspect' ? 'parse' : 'convert';
}

/**
 * The bulk worker, started on first use. `cancel` terminates it, which stops a conversion at once
 * wherever it is (a message would wait for the current chunk); the next request starts a new one.
 * Answers are checked (readWorkerResponse) before they reach `onResponse`. A worker that fails to
 * start, crashes or sends what cannot be read fails the job it had, with the step and the reason,
 * and is replaced by a new one for the next job, so the page stays usable.
 */
export function useBulkWorker(onResponse: (response: WorkerResponse) => void) {
  const workerRef = useRef<Worker | null>(null);
  const lastRequestRef = useRef<WorkerRequest | null>(null);
  const waitingRef = useRef<WorkerRequest[]>([]);
  const handlerRef = useRef(onResponse);
  useEffect(() => {
    handlerRef.current = onResponse;
  }, [onResponse]);

  const cancel = useCallback(() => {
    waitingRef.current = [];
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  const send = useCallback(
    (request: WorkerRequest, { readWorkerResponse }: typeof import('@/lib/bulk/protocol')) => {
      lastRequestRef.current = request;
      let worker = workerRef.current;
      if (worker === null) {
        const started = new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module', name: 'bulk-convert' });
        let ready = false;
        const fail = (reason: string) => {
          if (workerRef.current !== started) return;
          cancel();
          const step = crashedStep(ready, lastRequestRef.current);
          console.error(`Bulk converter: worker failed (${step}): ${reason}`);
          handlerRef.current({ type: 'failed', id: lastRequestRef.current?.id ?? 0, code: 'UNEXPECTED', step, reason });
        };
        started.onmessage = (event: MessageEvent<unknown>) => {
          const response = readWorkerResponse(event.data);
          // INVALID, the one symbol readWorkerResponse answers.
          if (typeof response === 'symbol') fail('the worker sent a message the page cannot read');
          else if (response.type === 'ready') ready = true;
          else handlerRef.current(response);
        };
        started.onmessageerror = () => fail('a message from the worker could not be received');
        started.onerror = (event) => {
          event.preventDefault();
          fail(event.message || 'the converter’s script could not be loaded');
        };
        worker = workerRef.current = started;
      }
      worker.postMessage(request);
    },
    [cancel],
  );

  // Requests made while the check loads wait for it, in order; cancel drops them.
  const post = useCallback(
    (request: WorkerRequest) => {
      const loaded = protocol.loaded();
      if (loaded !== undefined) {
        send(request, loaded);
        return;
      }
      waitingRef.current.push(request);
      protocol.load().then(
        (module) => {
          const waiting = waitingRef.current;
          waitingRef.current = [];
          for (const queued of waiting) send(queued, module);
        },
        (error: unknown) => {
          if (!waitingRef.current.includes(request)) return;
          waitingRef.current = [];
          console.error('Bulk converter: the worker’s protocol did not load', error);
          handlerRef.current({
            type: 'failed',
            id: request.id,
            code: 'UNEXPECTED',
            step: 'start',
            reason: 'the converter’s script could not be loaded',
          });
        },
      );
    },
    [send],
  );

  useEffect(() => cancel, [cancel]);

  return { post, cancel };
}
