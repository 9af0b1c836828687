import fs from 'node:fs/promises';

/**
 * Writes a backup through `FILE.partial` beside it and renames it when whole, so a backup cut short (a
 * failed pg_dump, a server that stopped mid-answer) never lies where a good one is expected. Returns its size.
 */
export async function writeBackupFile(
  file: string,
  write: (partialFile: string) => Promise<void>,
): Promise<number> {
  const partialFile = `${file}.partial`;
  try {
    await write(partialFile);
    await fs.rename(partialFile, file);
  } catch (error) {
    await fs.rm(partialFile, { force: true });
    throw error;
  }
  return (await fs.stat(file)).size;
}
