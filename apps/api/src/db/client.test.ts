import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './client.ts';

it("opens the embedded database with PostgreSQL's message levels, not PGlite's debug ones", async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const show = async (setting: string) =>
      ((await handle.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![setting];
    // At debug3 every statement sent back notices carrying its whole text ("parse …", "bind … to …").
    expect(await show('client_min_messages')).toBe('notice');
    expect(await show('log_min_messages')).toBe('warning');
  } finally {
    await handle.close();
  }
});
