'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { BulkStep } from '@/lib/bulk/errors';
import { readWorkerResponse, type WorkerRequest, type WorkerResponse } from '@/lib/bulk/protocol';
import { INVALID } from '@/lib/bulk/protocol';

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
  const handlerRef = useRef(onResponse);
  useEffect(() => {
    handlerRef.current = onResponse;
  }, [onResponse]);

  const cancel = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  const post = useCallback(
    (request: WorkerRequest) => {
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
          if (response === INVALID) fail('the worker sent a message the page cannot read');
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

  useEffect(() => cancel, [cancel]);

  return { post, cancel };
}
