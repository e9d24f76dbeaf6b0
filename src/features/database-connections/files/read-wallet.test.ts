import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tnsnamesText, walletZipBytes } from '../testing/connection-files';
import { readWallet } from './read-wallet';
import { tnsAliases } from './tnsnames';

const LIMITS = { maxBytes: 1024 * 1024, maxLabel: '1MB', extensions: ['.zip'] };
const zipFile = (bytes: Uint8Array, name = 'Wallet_test.zip') => new File([bytes as BlobPart], name, { type: 'application/zip' });

describe('tnsAliases', () => {
  it('lists the top-level aliases in file order, skipping comments and descriptors', () => {
    expect(tnsAliases(tnsnamesText(['salesdb_high', 'salesdb_medium', 'salesdb_tp']))).toEqual(['salesdb_high', 'salesdb_medium', 'salesdb_tp']);
    const text = [
      '# a comment = (not an alias)',
      'first.example.com, second =',
      '  (DESCRIPTION =',
      '    (ADDRESS = (PROTOCOL = TCP)(HOST = db)(PORT = 1521))',
      '    (CONNECT_DATA = (SERVICE_NAME = orcl)))',
      '',
      'THIRD=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=x)(PORT=1))) # trailing',
      'first.example.com = (DESCRIPTION=(ADDRESS=(HOST=again)))',
    ].join('\r\n');
    expect(tnsAliases(text)).toEqual(['first.example.com', 'second', 'THIRD']);
    expect(tnsAliases('')).toEqual([]);
  });
});

describe('readWallet', () => {
  it("offers the aliases of the wallet's tnsnames.ora", async () => {
    expect(await readWallet(zipFile(walletZipBytes({ aliases: ['adb_high', 'adb_low'] })), LIMITS)).toEqual({ ok: true, aliases: ['adb_high', 'adb_low'] });
  });

  it('finds tnsnames.ora in a folder of the ZIP (a wallet zipped with its folder)', async () => {
    const bytes = zipSync({ 'Wallet_adb/tnsnames.ora': strToU8(tnsnamesText(['nested_high'])), 'Wallet_adb/cwallet.sso': strToU8('x') });
    expect(await readWallet(zipFile(bytes), LIMITS)).toEqual({ ok: true, aliases: ['nested_high'] });
  });

  it('refuses a ZIP without tnsnames.ora, or whose tnsnames.ora defines nothing: not a wallet', async () => {
    expect(await readWallet(zipFile(walletZipBytes({ withoutTnsnames: true })), LIMITS)).toEqual({ ok: false, refusal: 'notWallet' });
    expect(await readWallet(zipFile(zipSync({ 'tnsnames.ora': strToU8('# nothing here\n') })), LIMITS)).toEqual({ ok: false, refusal: 'notWallet' });
  });

  it('refuses a file that is not a ZIP, the wrong type, an empty file and one over 1MB before reading it', async () => {
    expect(await readWallet(zipFile(strToU8('this is not a zip archive at all')), LIMITS)).toEqual({ ok: false, refusal: 'notZip' });
    expect(await readWallet(zipFile(walletZipBytes(), 'wallet.tar'), LIMITS)).toEqual({ ok: false, refusal: 'invalidType' });
    expect(await readWallet(zipFile(new Uint8Array(0)), LIMITS)).toEqual({ ok: false, refusal: 'empty' });
    expect(await readWallet(zipFile(new Uint8Array(LIMITS.maxBytes + 1)), LIMITS)).toEqual({ ok: false, refusal: 'tooLarge' });
  });
});
