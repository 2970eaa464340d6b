/**
 * The bulk converter's Web Worker: reads, parses and converts files off the main thread, so the
 * page stays responsive however large the file. It is glue: the work is lib/bulk's.
 */
import { convertFile, inspectFile, isBulkError, readWorkerRequest, type WorkerResponse } from '@/lib/bulk';
import { INVALID } from '@/lib/bulk/protocol';

// The project compiles against the DOM library, which types `self` as a window.
const scope = globalThis as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
};

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
    if (!isBulkError(error)) console.error('Bulk worker:', error);
    scope.postMessage({ type: 'failed', id, code: isBulkError(error) ? error.code : 'UNEXPECTED' });
  }
}

scope.onmessage = (event) => void handle(event.data);
