/**
 * Reads an Oracle wallet ZIP in the browser before it is sent (issue #18): the file's type and size
 * first (the contract's .zip and 1MB), then its `tnsnames.ora`, whose aliases the dialog offers as the
 * connection string. A ZIP without a `tnsnames.ora` is not a wallet and is refused; so is a file that is
 * not a ZIP at all. fflate is imported on first use, so it is not part of the first visit.
 */
import { checkFile, type FileRefusal, type UploadLimits } from '../../../components/upload/file-check';
import { tnsAliases } from './tnsnames';

export type WalletRefusal = FileRefusal | 'notZip' | 'notWallet';
export type WalletReading = { ok: true; aliases: string[] } | { ok: false; refusal: WalletRefusal };

const TNSNAMES = /(^|\/)tnsnames\.ora$/i;
/** A tnsnames.ora larger than this is not read (a wallet's is a few KB). */
const TNSNAMES_MAX_BYTES = 256 * 1024;

/** The aliases of the wallet's tnsnames.ora, or why the file is refused. */
export async function readWallet(file: File, limits: UploadLimits): Promise<WalletReading> {
  const refusal = checkFile(file, limits);
  if (refusal) return { ok: false, refusal };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (entry) => TNSNAMES.test(entry.name) && entry.originalSize <= TNSNAMES_MAX_BYTES });
  } catch {
    return { ok: false, refusal: 'notZip' };
  }
  const tnsnames = Object.keys(entries)
    .sort((a, b) => a.split('/').length - b.split('/').length)
    .map((name) => entries[name]!)[0];
  if (!tnsnames) return { ok: false, refusal: 'notWallet' };
  const aliases = tnsAliases(new TextDecoder().decode(tnsnames));
  return aliases.length ? { ok: true, aliases } : { ok: false, refusal: 'notWallet' };
}
