/**
 * Uploads in component tests. jsdom's XMLHttpRequest sends a jsdom FormData as a proper multipart body,
 * but Node's `Request.formData()` (which the mock backend reads uploads with) builds its files with the
 * global `File` — jsdom's in a component test — and then refuses them. `useNodeUploads()` makes the
 * global `File` Node's for the file's tests; the page's files stay jsdom's (`testFile`), as a browser's.
 */
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

const JsdomFile = globalThis.File;

export function useNodeUploads(): void {
  beforeAll(() => vi.stubGlobal('File', NodeFile));
  afterAll(() => vi.unstubAllGlobals());
}

/** A file of `size` bytes ('A's) named `name`, as the browser hands it to the page. */
export function testFile(name: string, size: number, type = 'text/plain'): File {
  return new JsdomFile([new Uint8Array(size).fill(0x41)], name, { type });
}
