'use client';

import { useCallback, useEffect, useRef } from 'react';
import { workerResponseSchema, type WorkerRequest, type WorkerResponse } from '@/lib/bulk';

/**
 * The bulk worker, started on first use. `cancel` terminates it, which stops a conversion at once
 * wherever it is (a message would wait for the current chunk); the next request starts a new one.
 * Answers are checked with zod before they reach `onResponse`.
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
        const parsed = workerResponseSchema.safeParse(event.data);
        if (parsed.success) handlerRef.current(parsed.data);
        else console.error('Bulk converter: malformed worker message', parsed.error);
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
