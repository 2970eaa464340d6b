'use client';

import { useCallback, useEffect, useRef } from 'react';
import { readWorkerResponse, type WorkerRequest, type WorkerResponse } from '@/lib/bulk/protocol';
import { INVALID } from '@/lib/bulk/protocol';

/**
 * The bulk worker, started on first use. `cancel` terminates it, which stops a conversion at once
 * wherever it is (a message would wait for the current chunk); the next request starts a new one.
 * Answers are checked (readWorkerResponse) before they reach `onResponse`.
 */
export function useBulkWorker(onResponse: (response: WorkerResponse) => void) {
  const workerRef = useRef<Worker | null>(null);
  const lastIdRef = useRef(0);
  const handlerRef = useRef(onResponse);
  useEffect(() => {
    handlerRef.current = onResponse;
  }, [onResponse]);

  const post = useCallback((request: WorkerRequest) => {
    lastIdRef.current = request.id;
    let worker = workerRef.current;
    if (worker === null) {
      worker = new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module', name: 'bulk-convert' });
      worker.onmessage = (event: MessageEvent<unknown>) => {
        const response = readWorkerResponse(event.data);
        if (response !== INVALID) handlerRef.current(response);
        else console.error('Bulk converter: malformed worker message', event.data);
      };
      // A worker that fails to start or crashes fails the job it was given.
      worker.onerror = (event) => {
        console.error('Bulk converter: worker error', event.message);
        handlerRef.current({ type: 'failed', id: lastIdRef.current, code: 'UNEXPECTED' });
      };
      workerRef.current = worker;
    }
    worker.postMessage(request);
  }, []);

  const cancel = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return { post, cancel };
}
