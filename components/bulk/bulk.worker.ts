/**
 * The bulk converter's Web Worker: reads, parses and converts files off the main thread, so the
 * page stays responsive however large the file. It is glue: the work is lib/bulk's.
 */
import { convertFile, inspectFile, isBulkError, readWorkerRequest, StepFailure, type WorkerResponse } from '@/lib/bulk';
import { INVALID } from '@/lib/bulk/protocol';

// The project compiles against the DOM library, which types `self` as a window.
const scope = globalThis as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
};

/** The answer for a job that threw: a known file error by its code, anything else with its step and reason. */
function failure(id: number, error: unknown): WorkerResponse {
  if (isBulkError(error)) return { type: 'failed', id, code: error.code };
  console.error('Bulk worker:', error);
  if (error instanceof StepFailure) return { type: 'failed', id, code: 'UNEXPECTED', step: error.step, reason: error.reason };
  return { type: 'failed', id, code: 'UNEXPECTED', step: 'convert', reason: String(error) };
}

async function handle(data: unknown): Promise<void> {
  const request = readWorkerRequest(data);
  if (request === INVALID) {
    console.error('Bulk worker: malformed request', data);
    return;
  }
  const { id } = request;
  try {
    if (request.type === 'inspect') {
      scope.postMessage({ type: 'inspected', id, inspection: await inspectFile(request.file) });
      return;
    }
    const { blob, summary } = await convertFile(request.file, {
      format: request.format,
      settings: request.settings,
      onProgress: (progress) => scope.postMessage({ type: 'progress', id, ...progress }),
    });
    scope.postMessage({ type: 'converted', id, blob, summary });
  } catch (error) {
    scope.postMessage(failure(id, error));
  }
}

scope.onmessage = (event) => void handle(event.data);
// Tells the page this script and everything it imports loaded: an error before this is a failed start.
scope.postMessage({ type: 'ready', id: 0 });
